import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDataSaver } from '@/lib/data-saver';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { truncate } from '@/lib/format';

/** Card limits of spec section 9. */
export const CARD_TITLE_MAX = 50;
export const CARD_TEXT_MAX = 150;
export const IMAGE_ALT_MAX = 10;

export const cardGrid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const;

/**
 * A story, blog post or learning card: media on top (an image or a video), the title (cut at 50
 * characters) as the link to the detail page, meta lines, the text (cut at 150) and optional actions.
 * The whole title is in the link's accessible name even when the visible title is cut.
 */
export function ContentCard({
  title,
  to,
  text,
  media,
  meta,
  actions,
  headingLevel = 'h2',
}: {
  title: string;
  to: string;
  text: string;
  media?: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const shown = truncate(title, CARD_TITLE_MAX);
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {media}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.2rem', lineHeight: 1.35 }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit" aria-label={shown === title ? undefined : title}>
            {shown}
          </Link>
        </Typography>
        {meta && (
          <Typography component="div" variant="body2" color="text.secondary">
            {meta}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {truncate(text, CARD_TEXT_MAX)}
        </Typography>
      </CardContent>
      {actions && <Box sx={{ px: 2, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Card>
  );
}

/**
 * The card's image: the server's 800 px card image, in a fixed 16:9 box so nothing moves while it
 * loads. Lazy, except the first card's (`first`): on a phone it is the largest thing in view, so
 * it is fetched at once and first.
 */
export function CardImage({ src, title, first = false }: { src: string; title: string; first?: boolean }) {
  // Data saver: the card keeps its shape, without the picture's download.
  if (useDataSaver()) return <Box data-testid="image-saved" aria-hidden="true" sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.100' }} />;
  return (
    <Box
      component="img"
      src={src}
      alt={truncate(title, IMAGE_ALT_MAX)}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      width={800}
      height={450}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.100' }}
    />
  );
}

/** One placeholder card, of a card's shape. */
export function CardSkeleton({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Card variant="outlined" aria-hidden="true" sx={sx}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: '80%' }} />
        <Skeleton variant="text" sx={{ width: '40%' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
      </CardContent>
    </Card>
  );
}

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <Box sx={cardGrid} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </Box>
  );
}
