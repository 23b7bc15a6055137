import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/ui/content-card';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format';
import { useLatestPosts } from '../api/list-posts';
import { ArticleCard } from './article-card';

const section = { mb: 6 } as const;

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
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {[0, 1, 2].map((i) => (
          <CardSkeleton key={i} sx={i > 0 ? { display: { xs: 'none', sm: 'block' } } : undefined} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The newest 3 posts (spec: 3 visible, 1 below 600 px wide), with previous/next buttons when some are
 * hidden. No autoplay: it moves only when asked to, and announces the position politely.
 */
export function BlogCarousel() {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? 'en';
  const wide = useMediaQuery('(min-width:600px)', { noSsr: true });
  const latest = useLatestPosts();
  const [start, setStart] = useState(0);
  const items = latest.data?.items ?? [];
  // While the posts load, the carousel keeps its place (as many cards as it will show, by CSS:
  // the page arrives prerendered, before the width is known), so the list below does not move.
  if (latest.isPending) return <CarouselSkeleton heading={t('blog.latest')} />;
  if (items.length === 0) return null;
  const visible = wide ? 3 : 1;
  const first = Math.min(start, Math.max(items.length - visible, 0));
  const shown = items.slice(first, first + visible);
  const paged = items.length > visible;

  return (
    <Box component="section" aria-roledescription="carousel" aria-labelledby="latest-heading" sx={section}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 42, mb: 2, gap: 2 }}>
        <CarouselHeading>{t('blog.latest')}</CarouselHeading>
        {paged && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <IconButton aria-label={t('carousel.previous')} onClick={() => setStart(first - 1)} disabled={first === 0} sx={{ border: 1, borderColor: 'divider' }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('carousel.next')}
              onClick={() => setStart(first + 1)}
              disabled={first + visible >= items.length}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ChevronRightIcon />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box aria-live="polite" sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}>
        {shown.map((item, index) => (
          <Box
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { current: formatNumber(first + index + 1, language), total: formatNumber(items.length, language) })}
          >
            <ArticleCard item={item} kind="blog" headingLevel="h3" first={index === 0} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
