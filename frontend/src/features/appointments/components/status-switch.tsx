import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatusCountsResponse } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../api/status';

type Props = {
  value: AppointmentStatus;
  onChange: (status: AppointmentStatus) => void;
  counts: StatusCountsResponse | undefined;
  /** How many match the chosen status. */
  total: number | undefined;
  label: string;
};

/** Requested / Approved / Unapproved, each with its count, and the total of the chosen one. */
export function StatusSwitch({ value, onChange, counts, total, label }: Props) {
  const { t, i18n } = useTranslation('care');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-label={label}
        // On a phone the three share the width (a count may go under its name) instead of running off the screen.
        sx={{ width: { xs: '100%', sm: 'auto' } }}
        onChange={(_, next: AppointmentStatus | null) => {
          if (next) onChange(next);
        }}
      >
        {APPOINTMENT_STATUSES.map((status) => (
          <ToggleButton
            key={status}
            value={status}
            sx={{ textTransform: 'none', gap: 1, px: { xs: 1, sm: 2 }, flex: { xs: 1, sm: 'none' }, flexWrap: 'wrap', justifyContent: 'center' }}
          >
            {t(`status.${status}`)}{' '}
            <Box component="span" sx={{ fontWeight: 700, bgcolor: 'action.selected', borderRadius: 8, px: 1, minWidth: 24 }}>
              {counts ? formatNumber(counts[status], language) : '…'}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {total !== undefined && (
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('list.total', { count: total })}
        </Typography>
      )}
    </Box>
  );
}
