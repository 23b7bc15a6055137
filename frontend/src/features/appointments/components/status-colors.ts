import type { Theme } from '@mui/material/styles';
import type { AppointmentStatus } from '../api/status';

/** The calendar's day colours (spec section 2): approved green, unapproved red, requested the brand colour. */
export const calendarColor = (theme: Theme, status: AppointmentStatus): string =>
  status === 'approved' ? theme.palette.success.main : status === 'unapproved' ? theme.palette.error.main : theme.palette.primary.main;
