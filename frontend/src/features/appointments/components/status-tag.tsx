import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { isAppointmentStatus } from '../api/status';

const COLORS = { requested: 'info', approved: 'success', unapproved: 'error', cancelled: 'default' } as const;

/** The status as a coloured tag (requested blue, approved green, unapproved red, cancelled grey) that also says it in words. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('care');
  if (!isAppointmentStatus(status)) return <Chip size="small" label={status} />;
  return <Chip size="small" label={t(`status.${status}`)} color={COLORS[status]} data-status={status} />;
}
