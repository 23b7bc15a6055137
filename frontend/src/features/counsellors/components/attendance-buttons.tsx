import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useRecordAttendance } from '../api/counsellors';

const ATTENDANCE = ['attended', 'no_show'] as const;

/**
 * "Attended" and "Did not come" for a session that has started, recorded at once (the server refuses them before the
 * start). `compact`: small buttons in a row of the sessions list, each named with the client; otherwise the session
 * page's buttons, the recorded one pressed, so a mistake can be corrected.
 */
export function AttendanceButtons({ session: s, compact = false }: { session: AppointmentResponse; compact?: boolean }) {
  const { t } = useTranslation('counsellors');
  const handleError = useServerErrorHandler();
  const record = useRecordAttendance();
  return (
    <Box sx={{ display: 'flex', gap: compact ? 0.5 : 1, flexWrap: 'wrap' }}>
      {ATTENDANCE.map((value) => {
        const chosen = s.attendance === value;
        return (
          <Button
            key={value}
            size={compact ? 'small' : 'medium'}
            variant={chosen ? 'contained' : 'outlined'}
            aria-pressed={compact ? undefined : chosen}
            aria-label={compact ? t(`sessions.mark.${value}`, { name: s.name }) : undefined}
            disabled={record.isPending}
            onClick={() =>
              record.mutate(
                { params: { path: { id: s.id } }, body: { attendance: value } },
                { onSuccess: (result) => toast.success(result.message), onError: (error) => void handleError(error) },
              )
            }
          >
            {t(`sessions.marked.${value}`)}
          </Button>
        );
      })}
    </Box>
  );
}
