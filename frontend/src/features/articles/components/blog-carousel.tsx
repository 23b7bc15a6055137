import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format';
import { useLatestPosts } from '../api/list-posts';
import { ArticleCard } from './article-card';

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
  if (items.length === 0) return null;
  const visible = wide ? 3 : 1;
  const first = Math.min(start, Math.max(items.length - visible, 0));
  const shown = items.slice(first, first + visible);
  const paged = items.length > visible;

  return (
    <Box component="section" aria-roledescription="carousel" aria-labelledby="latest-heading" sx={{ mb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography id="latest-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark' }}>
          {t('blog.latest')}
        </Typography>
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
            <ArticleCard item={item} kind="blog" headingLevel="h3" />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
