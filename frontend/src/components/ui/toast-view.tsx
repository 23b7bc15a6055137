import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS, useToastStore } from '@/lib/toast';

/** Toasts at top-centre that close after 4 seconds. */
export default function ToastView() {
  const toast = useToastStore((s) => s.toast);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <Snackbar
      key={toast?.id}
      open={Boolean(toast)}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        onClose={dismiss}
        severity={toast?.severity ?? 'info'}
        variant="filled"
        role={toast?.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 480 }}
      >
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
