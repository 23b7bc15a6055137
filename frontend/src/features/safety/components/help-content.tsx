import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PhoneIcon, SafetyPlanIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { HelplineResponse } from '@/lib/api/types';
import { formatDay } from '@/lib/service-day';
import { activeRole, useSessionStore } from '@/lib/session';
import { useHelplines } from '../api/list-helplines';
import { EMERGENCY_NUMBER, telHref } from './tel';

/** The level of the heading above the help (the panel's title is an h2, the help page's an h1). */
type Level = 1 | 2;
const heading = (level: number) => `h${level}` as 'h2' | 'h3' | 'h4';

type Props = {
  /** The level of the title above these sections. */
  level: Level;
  /** Called when a link leads away (the panel closes itself). */
  onLeave?: () => void;
};

/**
 * What "Need help now?" offers, in the panel and on the help page (`/help`) alike: the national emergency number
 * first (static text, so it shows even when nothing else loads), what Mon is not, a subscriber's own safety plan, then
 * the helplines the admins keep.
 */
export function HelpSections({ level, onLeave }: Props) {
  const { t } = useTranslation('safety');
  const emergencyId = useId();
  const role = activeRole(useSessionStore((s) => s.session));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('panel.intro')}</Typography>

      <Box component="section" aria-labelledby={emergencyId} sx={{ p: 2, borderRadius: 2, border: 2, borderColor: 'error.main', bgcolor: '#fdeeee' }}>
        <Typography id={emergencyId} component={heading(level + 1)} sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
          {t('panel.emergencyTitle')}
        </Typography>
        <Button
          component="a"
          href={telHref(EMERGENCY_NUMBER)}
          variant="contained"
          color="error"
          size="large"
          fullWidth
          startIcon={<PhoneIcon />}
          sx={{ fontSize: '1.5rem', fontWeight: 800, py: 1 }}
        >
          {t('panel.emergencyCall')}
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('panel.emergencyText')}
        </Typography>
      </Box>

      <Typography sx={{ fontWeight: 600 }}>{t('panel.notEmergency')}</Typography>

      {role === 'SUBSCRIBER' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component={heading(level + 1)} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {t('panel.planTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('panel.planText')}
          </Typography>
          <Button component={RouterLink} to={paths.safetyPlan.path} onClick={onLeave} variant="outlined" startIcon={<SafetyPlanIcon />}>
            {t('panel.planLink')}
          </Button>
        </Paper>
      )}

      <Helplines level={level} />
    </Box>
  );
}

function Helplines({ level }: { level: Level }) {
  const { t } = useTranslation('safety');
  const titleId = useId();
  const helplines = useHelplines();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component={heading(level + 1)} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {t('panel.helplinesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('panel.helplinesIntro')}
      </Typography>
      {helplines.isPending && (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
          <span className="visually-hidden" role="status">
            {t('panel.loading')}
          </span>
          {Array.from({ length: 3 }, (_, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 1.5 }}>
              <Skeleton variant="text" sx={{ width: '70%' }} />
              <Skeleton variant="rounded" width={160} height={36} />
              <Skeleton variant="text" sx={{ width: '90%' }} />
            </Paper>
          ))}
        </Box>
      )}
      {helplines.isError && <ErrorState message={t('panel.error')} onRetry={() => void helplines.refetch()} />}
      {helplines.data && helplines.data.items.length === 0 && <Typography>{t('panel.empty')}</Typography>}
      {helplines.data && helplines.data.items.length > 0 && (
        <Box component="ul" aria-labelledby={titleId} data-helplines="" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {helplines.data.items.map((helpline) => (
            <HelplineItem key={helpline.id} helpline={helpline} level={level} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** "Hours: …", "Languages: …": a helpline's detail under its bold label. */
function Labelled({ label, text }: { label: string; text: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {text}
    </Typography>
  );
}

function HelplineItem({ helpline: h, level }: { helpline: HelplineResponse; level: Level }) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Typography component={heading(level + 2)} sx={{ fontWeight: 700 }}>
        {h.name}
      </Typography>
      <Button
        component="a"
        href={telHref(h.phone)}
        variant="outlined"
        startIcon={<PhoneIcon />}
        aria-label={t('panel.call', { name: h.name, phone: h.phone })}
        sx={{ my: 1, fontSize: '1.1rem', fontWeight: 700 }}
      >
        {h.phone}
      </Button>
      {h.hours && <Labelled label={t('panel.hours')} text={h.hours} />}
      {h.languages && <Labelled label={t('panel.languages')} text={h.languages} />}
      {h.description && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {h.description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('panel.verified', { date: formatDay(h.verified_on, language) })}
      </Typography>
    </Paper>
  );
}
