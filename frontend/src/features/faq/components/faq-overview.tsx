import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FaqList } from './faq-list';

/** The FAQ page: its header and every question. */
export function FaqOverview() {
  const { t } = useTranslation('faq');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} intro={t('subtitle')} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <FaqList headingLevel="h2" />
      </Container>
    </>
  );
}
