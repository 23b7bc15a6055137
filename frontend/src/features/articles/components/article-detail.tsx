import { useTranslation } from 'react-i18next';
import { ContentDetail, DetailNotFound, DetailSkeleton, useCanonicalPath, useDetailId } from '@/components/ui/content-detail';
import { ErrorState } from '@/components/ui/states';
import { isErrorBody } from '@/lib/api/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { articleKinds, type ArticleKind } from './article-kind';

/** /stories/:title/:id and /blog/:title/:id. */
export function ArticleDetail({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const config = articleKinds[kind];
  const id = useDetailId();
  const query = config.useItem(id);
  const item = query.data;
  const canonical = item ? config.to(item.title, item.id) : undefined;
  useCanonicalPath(item?.title, canonical);
  const notFound = id === null || (isErrorBody(query.error) && query.error.data?.status === 404);
  useDocumentTitle(item?.title ?? (notFound ? t(`${config.text}.notFound`) : t(`${config.text}.title`)));
  const back = { to: config.listPath, label: t(`${config.text}.backToList`) };

  if (notFound) return <DetailNotFound title={t(`${config.text}.notFound`)} body={t('notFoundBody')} back={back} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!item || !canonical) return <DetailSkeleton label={tc('loading')} />;
  return (
    <ContentDetail
      title={item.title}
      date={item.date}
      imageUrl={item.feature_image_url}
      cardImageUrl={item.card_image_url}
      meta={kind === 'blog' && item.author ? t('blog.byAuthor', { author: item.author }) : undefined}
      lead={item.lead}
      body={item.body}
      canonicalPath={canonical}
      back={back}
    />
  );
}
