import { BlogTeaser } from '@/features/articles/components/blog-teaser';
import { FaqList } from '@/features/faq/components/faq-list';
import { HomeSections } from '@/features/home/components/home-sections';

/** The home page: its sections, with the FAQ teaser and the blog teaser in their places. */
export function HomePage() {
  return (
    <HomeSections
      faq={<FaqList keys={['confidential', 'needIllness', 'howSessions', 'crisis']} />}
      blog={(empty) => <BlogTeaser empty={empty} />}
    />
  );
}
