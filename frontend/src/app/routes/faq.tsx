import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { FaqList } from '@/features/faq/components/faq-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export function FaqPage() {
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
