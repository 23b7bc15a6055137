import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

/** Stories, learning hub and blog (lists and details) are built in later issues. */
export function ComingSoonPage({ section }: { section: 'stories' | 'learningHub' | 'blog' }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`nav.${section}`)} />;
}
