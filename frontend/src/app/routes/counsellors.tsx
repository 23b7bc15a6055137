import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PageLinks, useUrlPage } from '@/components/ui/list-links';
import { ServerFilled } from '@/components/ui/server-filled';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePublicCounsellors } from '@/features/counsellors/api/public';
import { CounsellorCards } from '@/features/counsellors/components/public-counsellors';
import { pageLimits } from '@/lib/api/limits.gen';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Cards a page: the server's default page size, the page it draws into the HTML. */
const PER_PAGE = pageLimits.listCounsellors.defaultPerPage;

/** /counsellors: the published counsellors' cards by name, 15 a page, the page in the URL. */
export function CounsellorsPage() {
  const { t } = useTranslation('counsellors');
  useDocumentTitle(t('public.title'));
  const page = useUrlPage();
  const list = usePublicCounsellors(page, PER_PAGE);
  const data = list.data;
  return (
    <>
      <PageHeader title={t('public.title')} intro={t('public.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {list.isPending && (
          <>
            {/* The server may put the first page's cards and pages here (crates/http/src/site/counsellors.rs). */}
            <ServerFilled slot="counsellor-cards">
              <p className="counsellor-loading" role="status">
                {t('public.loading')}
              </p>
            </ServerFilled>
            <ServerFilled slot="list-pager">{null}</ServerFilled>
          </>
        )}
        {list.isError && <ErrorState message={t('public.loadFailed')} onRetry={() => void list.refetch()} />}
        {data && data.items.length === 0 && <EmptyState title={t('public.empty')} body={t('public.emptyBody')} />}
        {data && data.items.length > 0 && (
          <>
            <div data-slot="counsellor-cards" aria-busy={list.isPlaceholderData || undefined}>
              <CounsellorCards items={data.items} level={2} />
            </div>
            <div data-slot="list-pager">
              <PageLinks path={paths.counsellors.path} total={data.total} perPage={PER_PAGE} />
            </div>
          </>
        )}
      </Container>
    </>
  );
}
