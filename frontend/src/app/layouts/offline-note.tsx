import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * A calm note while the connection is gone: what was read before still shows (the service worker kept
 * it). Part of the first download, since a chunk fetched only when offline could not arrive.
 */
export function OfflineNote() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <Box
      role="status"
      // Fixed at the bottom left, clear of the floating contact button and of every app bar.
      sx={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        right: { xs: 88, sm: 'auto' },
        maxWidth: 480,
        zIndex: 'snackbar',
        p: 2,
        borderRadius: 2,
        boxShadow: 3,
        bgcolor: '#e8f1fb',
        color: '#0d3c61',
        displayPrint: 'none',
      }}
    >
      {t('offline.note')}
    </Box>
  );
}
