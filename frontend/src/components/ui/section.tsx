import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function Section({
  id,
  title,
  subtitle,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? '#eaf3f1' : 'transparent' }}>
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" component="h2" sx={{ mb: subtitle ? 1.5 : 4, color: 'primary.dark' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720, fontSize: '1.1rem' }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
