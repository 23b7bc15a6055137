import type { Theme } from '@mui/material/styles';
import type { AppointmentStatus } from '../api/status';

const COLORS = { approved: 'success', unapproved: 'error', requested: 'primary', cancelled: 'grey' } as const;

/** The calendar's day colours (spec section 2): approved green, unapproved red, requested the brand colour. */
export const calendarColor = (theme: Theme, status: AppointmentStatus): string => {
  const color = COLORS[status];
  return color === 'grey' ? theme.palette.grey[700] : theme.palette[color].main;
};
