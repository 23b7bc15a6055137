import Box from '@mui/material/Box';
import { DataSaverSwitch } from './data-saver-switch';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useThisYear } from '@/lib/this-year';
import { paths } from '@/config/paths';

function FooterColumn({ title, links }: { title: string; links: [string, string][] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: '1rem' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link component={RouterLink} to={to} color="inherit" underline="hover">
              {label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const year = formatNumber(useThisYear(), i18n.resolvedLanguage ?? 'en', { useGrouping: false });
  return (
    <Box component="footer" sx={{ bgcolor: '#113f3c', color: '#eef6f4', mt: 'auto', pt: 6, pb: 10 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', mb: 1 }}>{t('brand')}</Typography>
            <Typography sx={{ mb: 2, maxWidth: 420 }}>{t('footer.about')}</Typography>
            <Box sx={{ borderLeft: '4px solid #e0a458', pl: 2 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                {t('footer.crisisTitle')}
              </Typography>
              <Typography variant="body2">{t('footer.crisis')}</Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                <Link component={RouterLink} to={paths.help.path} color="inherit" sx={{ fontWeight: 700 }}>
                  {t('footer.helplines')}
                </Link>
              </Typography>
            </Box>
            <DataSaverSwitch sx={{ mt: 2, ml: 0, '& .MuiSwitch-track': { bgcolor: '#cfe8e3' } }} />
          </Box>
          <FooterColumn
            title={t('footer.services')}
            links={[
              [paths.serviceIndividualAlias.path, t('footer.individualCounselling')],
              [paths.groupService.path, t('footer.groupSessions')],
              [paths.organizationService.path, t('footer.organizations')],
            ]}
          />
          <FooterColumn
            title={t('footer.explore')}
            links={[
              [paths.learningHubAlias.path, t('footer.learningHub')],
              [paths.stories.path, t('footer.stories')],
              [paths.blog.path, t('footer.blog')],
              [paths.faq.path, t('footer.faq')],
            ]}
          />
          <FooterColumn
            title={t('footer.account')}
            links={[
              [paths.login.path, t('footer.login')],
              [paths.registration.path, t('footer.register')],
            ]}
          />
        </Box>
        <Typography variant="body2" sx={{ mt: 5, opacity: 0.9 }}>
          {t('footer.copyright', { year })}
        </Typography>
      </Container>
    </Box>
  );
}
