import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ServerFilled } from '@/components/ui/server-filled';
import { paths } from '@/config/paths';
import { usePublicCounsellors } from '../api/public';
import { CounsellorCards } from './public-counsellors';

/** How many counsellors the home page shows. */
const TEASED = 3;

/**
 * The home page's counsellors: the first 3 by name and a link to all of them, or `empty` (the home page's own
 * message) when there are none or they cannot be loaded, so the section never stands in the way of the page.
 * While they are on their way the slot holds `empty`: the build prerenders that, and the server replaces it with the
 * cards when there are any (crates/http/src/site/counsellors.rs), or empties the link's slot when there are none
 * (crates/http/src/site/plan.rs), so the page reads right before the app runs and the app's taking it over changes
 * nothing.
 */
export function CounsellorTeaser({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation('counsellors');
  const list = usePublicCounsellors(1, TEASED);
  if (list.isError || list.data?.items.length === 0) return <>{empty}</>;
  const seeAll = (
    <Button component={RouterLink} to={paths.counsellors.path} variant="outlined" sx={{ mt: 3 }}>
      {t('public.seeAll')}
    </Button>
  );
  return list.data ? (
    <>
      <div data-slot="home-counsellors">
        <CounsellorCards items={list.data.items} level={3} />
      </div>
      <div data-slot="home-counsellors-more">{seeAll}</div>
    </>
  ) : (
    <>
      <ServerFilled slot="home-counsellors">{empty}</ServerFilled>
      <ServerFilled slot="home-counsellors-more">{seeAll}</ServerFilled>
    </>
  );
}
