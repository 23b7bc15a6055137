import { useTranslation } from 'react-i18next';
import { CardImage, ContentCard } from '@/components/ui/content-card';
import type { ArticleSummary } from '@/lib/api/types';
import { formatDate } from '@/lib/format';
import { articleKinds, type ArticleKind } from './article-kind';

/** A story or blog card: card image, title (to the detail page), date, author (blog) and excerpt. */
/** `first`: the first card of the page, whose image is fetched at once (see CardImage). */
export function ArticleCard({ item, kind, headingLevel, first }: { item: ArticleSummary; kind: ArticleKind; headingLevel?: 'h2' | 'h3'; first?: boolean }) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ContentCard
      title={item.title}
      to={articleKinds[kind].to(item.title, item.id)}
      text={item.excerpt}
      headingLevel={headingLevel}
      media={<CardImage src={item.card_image_url} title={item.title} first={first} />}
      meta={
        <>
          <time dateTime={item.date}>{formatDate(item.date, language)}</time>
          {kind === 'blog' && item.author && <> · {t('blog.byAuthor', { author: item.author })}</>}
        </>
      }
    />
  );
}
