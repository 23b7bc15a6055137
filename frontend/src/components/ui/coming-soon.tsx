import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import { EmptyState } from './states';

/** A public page that a later issue builds: its title, "coming soon" and a way home. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ color: 'primary.dark', mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.3rem', color: 'secondary.main', mb: 2 }}>
        {t('comingSoon.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('comingSoon.body')}
      </Typography>
      <Button component={RouterLink} to={paths.home.path} variant="outlined">
        {t('comingSoon.home')}
      </Button>
    </Container>
  );
}

/** A dashboard screen that a later issue builds: its title and "coming soon". */
export function ComingSoonPanel({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 3 }}>
        {title}
      </Typography>
      <EmptyState title={t('comingSoon.title')} body={body} />
    </Box>
  );
}
