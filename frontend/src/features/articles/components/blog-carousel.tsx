import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/ui/content-card';
import { ServerFilled } from '@/components/ui/server-filled';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format';
import { LATEST_POSTS, useLatestPosts } from '../api/list-posts';
import { ArticleCard } from './article-card';

const section = { mb: 6 } as const;

/** Below 600 px one slide at a time; from there every slide (at most 3) side by side. */
const slides = (count: number) => ({ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(count, LATEST_POSTS)}, minmax(0, 1fr))` } });

function CarouselHeading({ children }: { children: string }) {
  return (
    <Typography id="latest-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark' }}>
      {children}
    </Typography>
  );
}

function CarouselSkeleton({ heading }: { heading: string }) {
  return (
    <Box aria-busy="true" sx={section}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 42, mb: 2 }}>
        <CarouselHeading>{heading}</CarouselHeading>
      </Box>
      {/* The server may put the newest posts here (app/card-templates.ts). */}
      <ServerFilled slot="blog-latest">
        <Box sx={slides(LATEST_POSTS)}>
          {[0, 1, 2].map((i) => (
            <CardSkeleton key={i} sx={i > 0 ? { display: { xs: 'none', sm: 'block' } } : undefined} />
          ))}
        </Box>
      </ServerFilled>
    </Box>
  );
}

/**
 * The newest 3 posts (spec: 3 visible, 1 below 600 px wide), with previous/next buttons when some are
 * hidden. No autoplay: it moves only when asked to, and announces the position politely. Which
 * slides show is the stylesheet's answer to the width, so the page draws the same before and after
 * the app starts.
 */
export function BlogCarousel() {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? 'en';
  const latest = useLatestPosts();
  const [start, setStart] = useState(0);
  const items = (latest.data?.items ?? []).slice(0, LATEST_POSTS);
  // While the posts load, the carousel keeps its place (as many cards as it will show, by CSS:
  // the page arrives prerendered, before the width is known), so the list below does not move.
  if (latest.isPending) return <CarouselSkeleton heading={t('blog.latest')} />;
  if (items.length === 0) return null;
  const current = Math.min(start, items.length - 1);

  return (
    <Box component="section" aria-roledescription="carousel" aria-labelledby="latest-heading" sx={section}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 42, mb: 2, gap: 2 }}>
        <CarouselHeading>{t('blog.latest')}</CarouselHeading>
        {items.length > 1 && (
          // Only below 600 px: wider, every slide shows.
          <Box sx={{ display: { xs: 'flex', sm: 'none' }, gap: 1 }}>
            <IconButton aria-label={t('carousel.previous')} onClick={() => setStart(current - 1)} disabled={current === 0} sx={{ border: 1, borderColor: 'divider' }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('carousel.next')}
              onClick={() => setStart(current + 1)}
              disabled={current === items.length - 1}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ChevronRightIcon />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box aria-live="polite" data-cards="blog-latest" sx={slides(items.length)}>
        {items.map((item, index) => (
          <Box
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { current: formatNumber(index + 1, language), total: formatNumber(items.length, language) })}
            sx={{ display: { xs: index === current ? 'block' : 'none', sm: 'block' } }}
          >
            <ArticleCard item={item} kind="blog" headingLevel="h3" first={index === 0} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
