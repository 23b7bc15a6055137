import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '@/components/ui/content-card';
import { LazyVideo } from '@/components/ui/lazy-video';
import { paths } from '@/config/paths';
import type { LearningResponse } from '@/lib/api/types';
import { formatDate } from '@/lib/format';
import { categoryLabel } from './category-filter';

/** A learning-hub card: the video (loaded on demand), title, category, date, text and optional actions. */
export function LearningCard({ item, actions, showDate = true }: { item: LearningResponse; actions?: ReactNode; showDate?: boolean }) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ContentCard
      title={item.title}
      to={paths.learningItem.to(item.title, item.id)}
      text={item.excerpt}
      media={<LazyVideo videoId={item.video_id} title={item.title} />}
      meta={
        <>
          {t('learning.category', { category: categoryLabel(item.category, item.category_display) })}
          {showDate && (
            <>
              {' · '}
              <time dateTime={item.date}>{formatDate(item.date, language)}</time>
            </>
          )}
        </>
      }
      actions={actions}
    />
  );
}
