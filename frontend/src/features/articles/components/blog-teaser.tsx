import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton, cardGrid } from '@/components/ui/content-card';
import { useLatestPosts } from '../api/list-posts';
import { ArticleCard } from './article-card';

/**
 * The home page's blog teaser: the newest 3 posts, or `empty` (the home page's own message) when
 * there are none or they cannot be loaded, so the teaser never stands in the way of the page.
 */
export function BlogTeaser({ empty }: { empty: ReactNode }) {
  const { t: tc } = useTranslation();
  const latest = useLatestPosts();
  if (latest.isPending) return <CardGridSkeleton count={3} label={tc('loading')} />;
  if (latest.isError || latest.data.items.length === 0) return <>{empty}</>;
  return (
    <Box sx={cardGrid}>
      {latest.data.items.map((item) => (
        <ArticleCard key={item.id} item={item} kind="blog" headingLevel="h3" />
      ))}
    </Box>
  );
}
