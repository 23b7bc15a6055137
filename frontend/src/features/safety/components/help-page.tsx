import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HelpSections } from './help-content';

/**
 * /help: what the "Need help now?" panel holds, as a page of its own. The help bar's button is a link to it, so it works
 * before the app has taken a page over, with JavaScript off, and from a link shared in a message; once the app runs the
 * button opens the panel instead. Compact: on a phone the 999 button is on the first screen.
 */
export function HelpPage() {
  const { t } = useTranslation('safety');
  useDocumentTitle(t('panel.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, color: 'primary.dark', mb: 2 }}>
        {t('panel.title')}
      </Typography>
      <HelpSections level={1} />
    </Container>
  );
}
