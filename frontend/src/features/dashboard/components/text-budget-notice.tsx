import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useTextUsage } from '../api/admin-counts';

/**
 * A warning while text messages wait for tomorrow because today's limit (`MON_SMS_DAILY_BUDGET`, or a number's own
 * `MON_SMS_PER_NUMBER_PER_DAY`) was reached; nothing otherwise, nor while the figures load or fail (the dashboard's
 * other cards say so).
 */
export function TextBudgetNotice() {
  const { t, i18n } = useTranslation('dashboard');
  const usage = useTextUsage();
  const held = usage.data?.held ?? 0;
  if (held === 0 || !usage.data) return null;
  const lang = i18n.language;
  return (
    <Typography
      role="status"
      sx={{ px: 2, py: 1.5, borderLeft: 4, borderRadius: 1, borderColor: 'warning.main', bgcolor: '#fff4e5', color: 'warning.dark' }}
    >
      {t('admin.textsHeld', {
        count: held,
        held: formatNumber(held, lang),
        sent: formatNumber(usage.data.sent_today, lang),
        budget: formatNumber(usage.data.daily_budget, lang),
      })}
    </Typography>
  );
}
