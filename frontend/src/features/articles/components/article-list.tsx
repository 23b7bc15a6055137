import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton, cardGrid } from '@/components/ui/content-card';
import { PageHeader } from '@/components/ui/page-header';
import { ServerFilled } from '@/components/ui/server-filled';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { PageLinks, useUrlPage } from '@/components/ui/list-links';
import { useDocumentTitle } from '@/lib/use-document-title';
import { articleKinds, type ArticleKind } from './article-kind';
import { ArticleCard } from './article-card';
import { BlogCarousel } from './blog-carousel';

/** /stories and /blog: cards, 15 a page, the page in the URL; the blog has its carousel on top. */
export function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const config = articleKinds[kind];
  // Where the server may put this list's first cards (app/card-templates.ts).
  const slot = `${kind}-cards`;
  useDocumentTitle(t(`${config.text}.title`));
  const page = useUrlPage();
  const list = config.useList(page);
  const data = list.data;

  return (
    <>
      <PageHeader title={t(`${config.text}.title`)} intro={t(`${config.text}.intro`)} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {kind === 'blog' && page === 1 && <BlogCarousel />}
        {list.isPending && (
          <>
            <ServerFilled slot={slot}>
              <CardGridSkeleton label={tc('loading')} />
            </ServerFilled>
            <ServerFilled slot="list-pager">{null}</ServerFilled>
          </>
        )}
        {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
        {data && data.items.length === 0 && <EmptyState title={t(`${config.text}.empty`)} body={t(`${config.text}.emptyBody`)} />}
        {data && data.items.length > 0 && (
          <>
            {kind === 'blog' && page === 1 && (
              <Box component="h2" className="visually-hidden">
                {t('blog.allPosts')}
              </Box>
            )}
            <Box sx={{ ...cardGrid, opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData} data-cards={slot}>
              {data.items.map((item, index) => (
                <ArticleCard
                  key={item.id}
                  item={item}
                  kind={kind}
                  headingLevel={kind === 'blog' && page === 1 ? 'h3' : 'h2'}
                  first={index === 0 && !(kind === 'blog' && page === 1)}
                />
              ))}
            </Box>
            <div data-slot="list-pager">
              <PageLinks path={config.listPath} total={data.total} perPage={config.perPage} />
            </div>
          </>
        )}
      </Container>
    </>
  );
}
