import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PRERENDER_ORIGIN, titleSlug } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { ChevronLeftIcon } from './icons';
import { ShareLinks } from './share-links';
import { EmptyState } from './states';

/** The `:id` of a detail route as a positive whole number, or null (such a URL names nothing). */
export function useDetailId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return id && /^\d+$/.test(id) && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The item is always found by its id; when the title part of the URL is not the item's slug (an old
 * title, a hand-typed link), the URL is replaced with the canonical one.
 */
export function useCanonicalPath(title: string | undefined, canonicalPath: string | undefined): void {
  const { title: slug = '' } = useParams();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (title === undefined || !canonicalPath) return;
    if (slug.normalize('NFC') !== titleSlug(title).normalize('NFC')) {
      void navigate({ pathname: canonicalPath, search, hash }, { replace: true });
    }
  }, [title, canonicalPath, slug, search, hash, navigate]);
}

const bodyStyles = {
  fontSize: '1.075rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& p': { my: 2 },
  '& h2, & h3, & h4': { mt: 4, mb: 1.5, lineHeight: 1.3, color: 'primary.dark' },
  '& h2': { fontSize: '1.5rem' },
  '& h3': { fontSize: '1.3rem' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& blockquote': { borderLeft: 4, borderColor: 'primary.light', pl: 2, ml: 0, color: 'text.secondary' },
  '& ul, & ol': { pl: 3 },
} as const;

/**
 * The content as the server split it: the text up to its first full stop (or dari) as an emphasised
 * lead and the rest as body. Only the body, sanitised by the server, is set as HTML.
 */
export function LeadAndBody({ lead, body }: { lead: string; body: string }) {
  return (
    <>
      {lead && (
        <Typography component="p" variant="h2" data-testid="content-lead" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 700, color: 'primary.dark', lineHeight: 1.4, mt: 3 }}>
          {lead}
        </Typography>
      )}
      {body && <Box data-testid="content-body" sx={bodyStyles} dangerouslySetInnerHTML={{ __html: body }} />}
    </>
  );
}

/** The detail image's width on the page: the whole screen up to the `md` container (900 px less its padding). */
const DETAIL_IMAGE_SIZES = '(max-width: 900px) 100vw, 852px';

/** A story, blog post or learning page: title, date, meta, feature image or video, content, share links. */
export function ContentDetail({
  title,
  date,
  imageUrl,
  cardImageUrl,
  meta,
  media,
  lead,
  body,
  canonicalPath,
  back,
}: {
  title: string;
  date: string;
  imageUrl?: string;
  /** The same picture at 800 px: a phone picks it instead of the 2000 px original. */
  cardImageUrl?: string;
  meta?: ReactNode;
  media?: ReactNode;
  /** The content's first sentence and the rest, as the server split it. */
  lead: string;
  body: string;
  canonicalPath: string;
  back: { to: string; label: string };
}) {
  const { i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? 'en';
  const shareUrl = new URL(canonicalPath, typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin).href;
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 6 } }}>
      <Link component={RouterLink} to={back.to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ChevronLeftIcon fontSize="small" aria-hidden="true" />
        {back.label}
      </Link>
      <Typography variant="h1" sx={{ color: 'primary.dark', fontSize: { xs: '1.9rem', md: '2.6rem' }, mb: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <time dateTime={date}>{formatDate(date, language)}</time>
      </Typography>
      {meta && (
        <Typography component="div" color="text.secondary" sx={{ mb: 2 }}>
          {meta}
        </Typography>
      )}
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          srcSet={cardImageUrl ? `${cardImageUrl} 800w, ${imageUrl} 2000w` : undefined}
          sizes={cardImageUrl ? DETAIL_IMAGE_SIZES : undefined}
          alt=""
          width={1200}
          height={675}
          decoding="async"
          // The largest thing the page paints first: fetched before the page's other pictures.
          fetchPriority="high"
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.100', my: 2 }}
        />
      )}
      {media && <Box sx={{ my: 2 }}>{media}</Box>}
      <LeadAndBody lead={lead} body={body} />
      <ShareLinks url={shareUrl} title={title} />
    </Container>
  );
}

export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton variant="text" sx={{ width: 140 }} />
      <Skeleton variant="text" sx={{ fontSize: '2.6rem', width: '85%' }} />
      <Skeleton variant="text" sx={{ width: 120 }} />
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', my: 2 }} />
      <Skeleton variant="text" sx={{ fontSize: '1.6rem', width: '70%' }} />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="text" />
      ))}
    </Container>
  );
}

/** A detail page whose item does not exist: a kind message and the way back to the list. */
export function DetailNotFound({ title, body, back }: { title: string; body: string; back: { to: string; label: string } }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' }, color: 'primary.dark', mb: 2, textAlign: 'center' }}>
        {title}
      </Typography>
      <EmptyState
        title={body}
        action={
          <Button component={RouterLink} to={back.to} variant="contained">
            {back.label}
          </Button>
        }
      />
    </Container>
  );
}
