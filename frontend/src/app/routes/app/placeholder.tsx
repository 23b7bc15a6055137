import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PlaceholderKey } from '../../router';

/** Dashboard screens that later issues build. */
export function PlaceholderPage({ titleKey }: { titleKey: PlaceholderKey }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const title = t(`placeholder.${titleKey}`);
  useDocumentTitle(title);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 3 }}>
        {title}
      </Typography>
      <EmptyState title={tc('comingSoon.title')} body={t('placeholder.body')} />
    </Box>
  );
}
