import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  /** The screen's one `h1`. */
  title: ReactNode;
  /** The line under it. */
  intro: ReactNode;
  /** The intro's space below (theme units, 2 unless said) and widest line. */
  introSx?: { mb?: number; maxWidth?: number };
  /** The screen's main action (say "Add"), beside the heading and under it on a phone. */
  action?: ReactNode;
};

/** The heading of a signed-in screen: its title, the intro under it and, beside them, the screen's main action. */
export function ScreenHeading({ title, intro, introSx, action }: Props) {
  const heading = (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, ...introSx }}>
        {intro}
      </Typography>
    </>
  );
  if (!action) return heading;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Box sx={{ maxWidth: 720 }}>{heading}</Box>
      {action}
    </Box>
  );
}
