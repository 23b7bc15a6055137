import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton, cardGrid } from '@/components/ui/content-card';
import { PageHeader } from '@/components/ui/page-header';
import { ServerFilled } from '@/components/ui/server-filled';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { UrlPager, useUrlPage } from '@/components/ui/url-pager';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAllCategories } from '@/lib/categories';
import { LEARNING_PER_PAGE, useLearning } from '../api/list-learning';
import { CategoryFilter, categoryLabel, useCategoryParam } from './category-filter';
import { LearningCard } from './learning-card';
import { WishlistToggle, useIsSubscriber, useSavedIds } from './wishlist-toggle';

/** /learning: category filter (in the URL), video cards 15 a page, and for subscribers the course toggle. */
export function LearningHub() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('learning.title'));
  const [category, setCategory] = useCategoryParam();
  const [page] = useUrlPage();
  const categories = useAllCategories();
  const list = useLearning(category, page);
  const subscriber = useIsSubscriber();
  const saved = useSavedIds();
  const data = list.data;
  const options = (categories.data?.items ?? []).map((c) => ({ name: c.name, label: categoryLabel(c.name, c.display_name) }));

  return (
    <>
      <PageHeader title={t('learning.title')} intro={t('learning.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CategoryFilter options={options} selected={category} onSelect={setCategory} />
        {list.isPending && (
          <ServerFilled slot="learning-cards">
            <CardGridSkeleton label={tc('loading')} />
          </ServerFilled>
        )}
        {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
        {data && data.items.length === 0 && <EmptyState title={t('learning.empty')} body={t('learning.emptyBody')} />}
        {data && data.items.length > 0 && (
          <>
            <Box sx={{ ...cardGrid, opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData} data-cards="learning-cards">
              {data.items.map((item) => (
                <LearningCard
                  key={item.id}
                  item={item}
                  actions={subscriber ? <WishlistToggle id={item.id} title={item.title} saved={saved.ids.has(item.id)} ready={saved.ready} /> : undefined}
                />
              ))}
            </Box>
            <UrlPager total={data.total} perPage={LEARNING_PER_PAGE} />
          </>
        )}
      </Container>
    </>
  );
}
