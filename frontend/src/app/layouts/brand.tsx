import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export function LeafMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#1f6f6b" />
      <path d="M20 42c0-14 10-22 26-24-2 16-10 26-24 26" fill="#cfe8e3" />
      <path d="M22 44c6-8 12-14 20-20" stroke="#1f6f6b" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ to = paths.home.path }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.dark',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid #e0a458', outlineOffset: 2 },
      }}
    >
      <LeafMark />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.4rem', letterSpacing: 0.5 }}>
        {t('brand')}
      </Typography>
    </Box>
  );
}
