import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2rem' }, color: 'primary.dark', mb: 1 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}

/**
 * An auth form. `method="post"`: the public auth pages arrive prerendered, and a form sent before the
 * app runs (or with JavaScript off) goes to the server as a plain form; posted, what was typed (a
 * password) never lands in the address, the history or a log. With JavaScript on, the boot script
 * holds such a submit until the app has taken the page over, which then sends it (lib/take-over.ts).
 */
export function AuthForm({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Box component="form" method="post" noValidate onSubmit={onSubmit}>
      {children}
    </Box>
  );
}

/** An outcome shown above an auth form. Not a live region: the toast already announces the outcome once. */
export function AuthNote({ severity, children }: { severity: 'success' | 'error'; children: ReactNode }) {
  return (
    <Alert severity={severity} role="note" sx={{ mb: 1 }}>
      {children}
    </Alert>
  );
}

/** An auth form's full-width submit button; it says so while the request is under way, and waits meanwhile. */
export function AuthSubmit({ pending, disabled = false, label, pendingLabel }: { pending: boolean; disabled?: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={pending || disabled}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
