import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useFollow } from '@/components/ui/list-links';
import { NotFound } from '@/components/ui/not-found';
import { ServerFilled } from '@/components/ui/server-filled';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePublicCounsellor } from '@/features/counsellors/api/public';
import { CounsellorProfile } from '@/features/counsellors/components/public-counsellors';
import { isErrorBody } from '@/lib/api/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The `:id` of the address as a whole number, or null (such an address names no one). The build prerenders this
 * page at id 0 as its loading shell (entry-server.tsx), which the API answers with a 404 in the browser.
 */
function useCounsellorId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return id && /^\d+$/.test(id) && Number.isSafeInteger(value) ? value : null;
}

/** /counsellors/:name/:id: one published counsellor's profile, titled with their name; the app's not-found page for anyone else. */
export function CounsellorPage() {
  const { t } = useTranslation('counsellors');
  const { t: tc } = useTranslation();
  const id = useCounsellorId();
  const query = usePublicCounsellor(id);
  const item = query.data;
  const notFound = id === null || (isErrorBody(query.error) && query.error.data?.status === 404);
  useDocumentTitle(notFound ? tc('notFound.title') : (item?.name ?? t('public.title')));
  const follow = useFollow();
  if (notFound) return <NotFound />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <p className="counsellor-back">
        <a href={paths.counsellors.path} onClick={follow}>
          <span aria-hidden="true">← </span>
          {t('public.backToList')}
        </a>
      </p>
      {query.isError ? (
        <ErrorState message={t('public.loadFailed')} onRetry={() => void query.refetch()} />
      ) : item ? (
        <div data-slot="counsellor-profile">
          <CounsellorProfile item={item} />
        </div>
      ) : (
        // The server may put the profile here (crates/http/src/site/counsellors.rs).
        <ServerFilled slot="counsellor-profile">
          <p className="counsellor-loading" role="status">
            {tc('loading')}
          </p>
        </ServerFilled>
      )}
    </Container>
  );
}
