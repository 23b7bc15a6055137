import { FaqList } from '@/features/faq/components/faq-list';
import { HomeSections } from '@/features/home/components/home-sections';

/** The home page: its sections, with the FAQ teaser in its place. */
export function HomePage() {
  return <HomeSections faq={<FaqList keys={['confidential', 'needIllness', 'howSessions', 'crisis']} />} />;
}
