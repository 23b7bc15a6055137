import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { activeRole, dashboardPathFor, useSessionStore } from '@/lib/session';
import { paths } from '@/config/paths';

/** Calls to action: anonymous visitors go to /login, logged-in users to their dashboard. */
export function CtaButton(props: Omit<ButtonProps<typeof RouterLink>, 'to' | 'component'>) {
  const role = activeRole(useSessionStore((s) => s.session));
  return <Button variant="contained" size="large" {...props} component={RouterLink} to={role ? dashboardPathFor(role) : paths.login.path} />;
}
