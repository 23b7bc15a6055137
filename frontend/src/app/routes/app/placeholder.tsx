import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '@/components/ui/coming-soon';
import type { PlaceholderKey } from '../../router';

/** Dashboard screens that later issues build. */
export function PlaceholderPage({ titleKey }: { titleKey: PlaceholderKey }) {
  const { t } = useTranslation('dashboard');
  return <ComingSoonPanel title={t(`placeholder.${titleKey}`)} body={t('placeholder.body')} />;
}
