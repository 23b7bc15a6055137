import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { PublishedCountsResponse } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';

type Card = { key: string; label: string; value: number | undefined; to: string };
type CardProps = Omit<Card, 'key'> & { language: string };

/** One figure as a link to the admin page that lists what it counts: the number big, the label under it. */
function CountCard({ label, value, to, language }: CardProps) {
  return (
    <Box component="li" sx={{ display: 'flex' }}>
      <Paper
        variant="outlined"
        component={RouterLink}
        to={to}
        sx={{
          flex: 1,
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          textDecoration: 'none',
          color: 'text.primary',
          transition: 'border-color 120ms, box-shadow 120ms',
          '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {value === undefined ? (
          <Skeleton variant="text" width="3ch" sx={{ fontSize: '2.2rem' }} />
        ) : (
          <Typography component="span" sx={{ fontSize: '2.2rem', fontWeight: 700, lineHeight: 1.1, color: 'primary.dark' }}>
            {formatNumber(value, language)}
          </Typography>
        )}
        {/* A space, so the link reads "2 Total Blogs" rather than "2Total Blogs". */}{' '}
        <Typography component="span" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Paper>
    </Box>
  );
}

function CountGroup({ id, title, cards, busy, language }: { id: string; title: string; cards: Card[]; busy: boolean; language: string }) {
  return (
    <Box component="section" aria-labelledby={id} aria-busy={busy || undefined}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {cards.map(({ key, ...card }) => (
          <CountCard key={key} {...card} language={language} />
        ))}
      </Box>
    </Box>
  );
}

type Props = { counts: PublishedCountsResponse | undefined; isPending: boolean; isError: boolean; onRetry: () => void };

/** The dashboard's count cards: 'Our Contents' (blogs, stories, learning contents) and 'Appointments' per status. */
export function AdminCountCards({ counts, isPending, isError, onRetry }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (isError) return <ErrorState onRetry={onRetry} />;
  const contents: Card[] = [
    { key: 'blogs', label: t('admin.totalBlogs'), value: counts?.blog, to: paths.admin.blogs.path },
    { key: 'stories', label: t('admin.totalStories'), value: counts?.story, to: paths.admin.stories.path },
    { key: 'learning', label: t('admin.totalLearning'), value: counts?.learninghub, to: paths.admin.learningHub.path },
  ];
  const appointments: Card[] = [
    { key: 'requested', label: t('admin.requested'), value: counts?.appointment.requested, to: paths.admin.appointments.path },
    { key: 'approved', label: t('admin.approved'), value: counts?.appointment.approved, to: paths.admin.appointments.path },
    { key: 'unapproved', label: t('admin.unapproved'), value: counts?.appointment.unapproved, to: paths.admin.appointments.path },
  ];
  return (
    <>
      {isPending && (
        <span className="visually-hidden" role="status">
          {tc('loading')}
        </span>
      )}
      <CountGroup id="our-contents-title" title={t('admin.ourContents')} cards={contents} busy={isPending} language={language} />
      <CountGroup id="appointment-counts-title" title={t('admin.appointments')} cards={appointments} busy={isPending} language={language} />
    </>
  );
}
