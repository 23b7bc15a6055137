import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

/** Stories, learning hub and blog are built in later issues. */
export function ComingSoonPage({ section }: { section: 'stories' | 'learningHub' | 'blog' }) {
  const { t } = useTranslation();
  const title = t(`nav.${section}`);
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
