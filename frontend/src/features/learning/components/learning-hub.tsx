import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton, cardGrid } from '@/components/ui/content-card';
import { PageHeader } from '@/components/ui/page-header';
import { ServerFilled } from '@/components/ui/server-filled';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { CategoryLinks, PageLinks, useCategoryParam, useUrlPage } from '@/components/ui/list-links';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAllCategories } from '@/lib/categories';
import { LEARNING_PER_PAGE, useLearning } from '../api/list-learning';
import { categoryLabel } from './category-filter';
import { LearningCard } from './learning-card';
import { WishlistToggle, useIsSubscriber, useSavedIds } from './wishlist-toggle';

/**
 * /learning: the category filter and the pages as links (the category and the page in the URL),
 * video cards 15 a page, and for subscribers the course toggle. Until its answers arrive, the
 * filter, cards and pages the server drew into the page stay as they are (ServerFilled).
 */
export function LearningHub() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('learning.title'));
  const category = useCategoryParam();
  const page = useUrlPage();
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
        {categories.isPending ? (
          <ServerFilled slot="learning-filters">
            <CategoryLinks path={paths.learning.path} options={[]} selected={category} />
          </ServerFilled>
        ) : (
          <div data-slot="learning-filters">
            <CategoryLinks path={paths.learning.path} options={options} selected={category} />
          </div>
        )}
        {/* Kept until the app's cards are drawn: a video the visitor started in the server's card plays on in the app's. */}
        <ServerFilled slot="learning-cards" replaced={!list.isPending}>
          <CardGridSkeleton label={tc('loading')} />
        </ServerFilled>
        {list.isPending && <ServerFilled slot="list-pager">{null}</ServerFilled>}
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
            <div data-slot="list-pager">
              <PageLinks path={paths.learning.path} total={data.total} perPage={LEARNING_PER_PAGE} />
            </div>
          </>
        )}
      </Container>
    </>
  );
}
