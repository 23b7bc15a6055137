import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { cardGrid } from '@/components/ui/content-card';
import { OpenInNewIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSavedCourses } from '../api/list-saved-courses';
import { CategoryLinks, useCategoryParam, type CategoryOption } from '@/components/ui/list-links';
import { categoryLabel } from './category-filter';
import { LearningCard } from './learning-card';
import { WishlistToggle } from './wishlist-toggle';

/** The video's page on YouTube (the stored link is the embed address). */
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

/** /courses (SUBSCRIBER): the saved courses, filtered by their categories, with remove and watch. */
export function SavedCourses() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('courses.title'));
  const saved = useSavedCourses();
  const category = useCategoryParam();
  const items = saved.data?.items ?? [];
  const options = [...new Map(items.map((item) => [item.category.toLowerCase(), { name: item.category, label: categoryLabel(item.category, item.category_display) }])).values()] satisfies CategoryOption[];
  // A category whose last course was removed falls back to 'All'.
  const chosen = options.some((o) => o.name.toLowerCase() === category?.toLowerCase()) ? category : undefined;
  const shown = chosen ? items.filter((item) => item.category.toLowerCase() === chosen.toLowerCase()) : items;

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 3 }}>
        {t('courses.title')}
      </Typography>
      {saved.isPending && <Typography role="status">{t('courses.loading')}</Typography>}
      {saved.isError && <ErrorState onRetry={() => void saved.refetch()} />}
      {saved.isSuccess && items.length === 0 && (
        <EmptyState
          title={t('courses.empty')}
          body={t('courses.emptyBody')}
          action={
            <Button component={RouterLink} to={paths.learning.path} variant="contained">
              {t('courses.browse')}
            </Button>
          }
        />
      )}
      {items.length > 0 && (
        <>
          <CategoryLinks path={paths.courses.path} options={options} selected={chosen} />
          <Box sx={cardGrid}>
            {shown.map((item) => (
              <LearningCard
                key={item.id}
                item={item}
                showDate={false}
                actions={
                  <>
                    <WishlistToggle id={item.id} title={item.title} saved ready />
                    <Button
                      href={watchUrl(item.video_id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="small"
                      variant="outlined"
                      endIcon={<OpenInNewIcon />}
                      aria-label={t('courses.watchNamed', { title: item.title })}
                    >
                      {t('courses.watch')}
                    </Button>
                  </>
                }
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
