import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentDetail, DetailNotFound, DetailSkeleton, useCanonicalPath, useDetailId } from '@/components/ui/content-detail';
import { LazyVideo } from '@/components/ui/lazy-video';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isErrorBody } from '@/lib/api/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLearningItem } from '../api/get-learning';
import { categoryLabel } from './category-filter';

/** /learning/:title/:id: title, date, category (display name, linking to the filtered hub), video, content. */
export function LearningDetail() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const id = useDetailId();
  const query = useLearningItem(id);
  const item = query.data;
  const canonical = item ? paths.learningItem.to(item.title, item.id) : undefined;
  useCanonicalPath(item?.title, canonical);
  const notFound = id === null || (isErrorBody(query.error) && query.error.data?.status === 404);
  useDocumentTitle(item?.title ?? (notFound ? t('learning.notFound') : t('learning.title')));
  const back = { to: paths.learning.path, label: t('learning.backToList') };

  if (notFound) return <DetailNotFound title={t('learning.notFound')} body={t('notFoundBody')} back={back} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!item || !canonical) return <DetailSkeleton label={tc('loading')} />;
  const label = categoryLabel(item.category, item.category_display);
  return (
    <ContentDetail
      title={item.title}
      date={item.date}
      meta={
        <Link component={RouterLink} to={`${paths.learning.path}?${new URLSearchParams({ category: item.category }).toString()}`}>
          {t('learning.category', { category: label })}
        </Link>
      }
      media={<LazyVideo videoId={item.video_id} title={item.title} />}
      lead={item.lead}
      body={item.body}
      canonicalPath={canonical}
      back={back}
    />
  );
}
