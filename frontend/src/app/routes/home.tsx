import { BlogTeaser } from '@/features/articles/components/blog-teaser';
import { CounsellorTeaser } from '@/features/counsellors/components/counsellor-teaser';
import { FaqList } from '@/features/faq/components/faq-list';
import { HomeSections } from '@/features/home/components/home-sections';

/** The home page: its sections, with the FAQ teaser, the counsellors and the blog teaser in their places. */
export function HomePage() {
  return (
    <HomeSections
      faq={<FaqList keys={['confidential', 'needIllness', 'howSessions', 'crisis']} />}
      counsellors={(empty) => <CounsellorTeaser empty={empty} />}
      blog={(empty) => <BlogTeaser empty={empty} />}
    />
  );
}
