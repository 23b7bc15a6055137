import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse } from '@/lib/api/types';
import { isSessionMode, type SessionMode } from '../api/session-mode';

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** Whether `appointment` has something for its owner to read: how an approved session happens, or why it was not approved. */
export const hasDecisionNote = (appointment: AppointmentResponse) =>
  appointment.appointment_status === 'approved' ||
  appointment.appointment_status === 'cancelled' ||
  (appointment.appointment_status === 'unapproved' && Boolean(appointment.reason?.trim()));

/**
 * What the admin said with the decision, for the person who asked: how an approved session happens (a video link
 * opens in a new tab, a phone number can be called), or that the service will say; why a request was not approved;
 * that a session was cancelled (late, when it was), and why, when its owner said.
 */
export function DecisionNote({ appointment }: { appointment: AppointmentResponse }) {
  const { t } = useTranslation('care');
  if (appointment.appointment_status === 'unapproved') {
    const reason = appointment.reason?.trim();
    if (!reason) return null;
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {t('decision.reason')}
        </Box>{' '}
        {reason}
      </Typography>
    );
  }
  if (appointment.appointment_status === 'cancelled') {
    const reason = appointment.reason?.trim();
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {t(appointment.late_cancel ? 'decision.cancelledLate' : 'decision.cancelled')}
        {reason && (
          <>
            {' '}
            <Box component="strong" sx={{ fontWeight: 700 }}>
              {t('decision.cancelReason')}
            </Box>{' '}
            {reason}
          </>
        )}
      </Typography>
    );
  }
  if (appointment.appointment_status !== 'approved') return null;
  const mode = appointment.session_mode;
  const counsellor = appointment.counsellor_name ? (
    <Box sx={{ mb: 0.25 }}>
      <Box component="strong" sx={{ fontWeight: 700 }}>
        {t('decision.counsellor')}
      </Box>{' '}
      {appointment.counsellor_name}
    </Box>
  ) : null;
  if (!isSessionMode(mode)) {
    return (
      <Typography variant="body2" component="div">
        {counsellor}
        {t('decision.later')}
      </Typography>
    );
  }
  const detail = appointment.session_detail?.trim();
  return (
    <Typography variant="body2" component="div">
      {counsellor}
      <Box component="strong" sx={{ fontWeight: 700 }}>
        {t('decision.how')}
      </Box>{' '}
      {t(`decision.modes.${mode}`)}
      <Box sx={{ mt: 0.25 }}>{detail ? <Detail mode={mode} detail={detail} /> : t('decision.detailLater')}</Box>
    </Typography>
  );
}

function Detail({ mode, detail }: { mode: SessionMode; detail: string }) {
  const { t } = useTranslation('care');
  if (mode === 'video') {
    return (
      <>
        {t('decision.videoLink')}{' '}
        {WEB_ADDRESS.test(detail) ? (
          <Link href={detail} target="_blank" rel="noopener noreferrer">
            {detail}{' '}
            <span className="visually-hidden">{t('decision.newTab')}</span>
          </Link>
        ) : (
          detail
        )}
      </>
    );
  }
  if (mode === 'phone') {
    const dial = detail.replace(/[^\d+]/g, '');
    return (
      <>
        {t('decision.phoneFrom')} {dial ? <Link href={`tel:${dial}`}>{detail}</Link> : detail}
      </>
    );
  }
  return (
    <>
      {t('decision.address')} <span style={{ whiteSpace: 'pre-line' }}>{detail}</span>
    </>
  );
}
