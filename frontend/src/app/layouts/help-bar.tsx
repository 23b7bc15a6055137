import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { SupportIcon } from '@/components/ui/icons';
import { type MouseEvent, useEffect } from 'react';
import { paths } from '@/config/paths';
import { useHelpPanel } from '@/lib/help-panel';
import { NEUTRAL_URL, leaveQuickly, listenForTripleEscape } from '@/lib/leave-quickly';
import { preloadHelpPanel } from './help-panel-host';

/** Height (px) of the help bar, which the dashboard's fixed app bar leaves room for. */
export const HELP_BAR_HEIGHT = 40;

/**
 * The slim bar at the very top of every page (public, account and dashboard layouts) with the "Need help now?"
 * button. It sits in the page's flow (inside the app bar), so it never covers content, at any width.
 *
 * Both controls work before the app has taken a prerendered page over: "Need help now?" is a link to the help page
 * (`/help`), which the app turns into opening the panel; the boot script leaves for `data-leave-to` on a tap of
 * "Leave quickly" or three presses of Escape (vite.config.ts, BOOT_SOURCE).
 */
export function HelpBar({ maxWidth }: { maxWidth?: number }) {
  const { t } = useTranslation();
  const open = useHelpPanel((s) => s.open);
  const openPanel = useHelpPanel((s) => s.openPanel);
  const preload = () => void preloadHelpPanel();
  const openHere = (event: MouseEvent) => {
    // A new tab or window (a modified click) gets the help page itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPanel();
  };
  // Escape three times leaves, from anywhere on the page.
  useEffect(() => listenForTripleEscape(), []);
  return (
    <Box sx={{ bgcolor: '#fff3e0', borderBottom: 1, borderColor: '#f3d9b1', displayPrint: 'none' }}>
      <Box
        sx={{
          height: HELP_BAR_HEIGHT,
          maxWidth,
          mx: 'auto',
          px: { xs: 1, sm: 2 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'space-between', sm: 'flex-end' },
          gap: 1,
        }}
      >
        <Button
          component="a"
          href={paths.help.path}
          size="small"
          startIcon={<SupportIcon />}
          onClick={openHere}
          onMouseEnter={preload}
          onFocus={preload}
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : 'false'}
          sx={{ color: '#7a3900', fontWeight: 700, fontSize: '0.95rem', '&:hover': { bgcolor: 'rgba(122,57,0,0.08)' } }}
        >
          {t('help.open')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={leaveQuickly}
          data-leave-to={NEUTRAL_URL}
          aria-label={t('help.leaveLabel')}
          sx={{ color: '#5c2a00', borderColor: '#c98a4b', fontWeight: 700, whiteSpace: 'nowrap', '&:hover': { bgcolor: 'rgba(122,57,0,0.08)' } }}
        >
          {t('help.leave')}
        </Button>
      </Box>
    </Box>
  );
}
