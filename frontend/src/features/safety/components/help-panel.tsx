import { useId } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { HelpSections } from './help-content';

type Props = { open: boolean; onClose: () => void };

/**
 * "Need help now?" over any page ({@link HelpSections}). A modal drawer: the focus moves into it, stays there, and goes
 * back to where it was on close (Esc, the close button or the backdrop).
 */
export default function HelpPanel({ open, onClose }: Props) {
  const { t } = useTranslation('safety');
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above every app bar (the dashboard's sits above ordinary drawers), so its title and close button are never covered.
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(100vw, 440px)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1.3rem', color: 'primary.dark' }}>
          {t('panel.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('panel.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        <HelpSections level={2} onLeave={onClose} />
      </Box>
    </Drawer>
  );
}
