import { FaqOverview } from '@/features/faq/components/faq-overview';

/** /faq */
export function FaqPage() {
  return <FaqOverview />;
}
