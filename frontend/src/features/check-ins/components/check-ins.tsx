import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/states';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { toApiError } from '@/lib/api/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInstruments } from '../api/get-instruments';
import type { CheckInCode } from '../api/instrument-code';
import { CheckInRunner } from './check-in-runner';
import CheckInTrends from './check-in-trends';
import { InstrumentChooser } from './instrument-chooser';

/**
 * /check-ins (SUBSCRIBER): choose the PHQ-9 or GAD-7, answer it, and see the result (help first when the server
 * suggests it). While one is being taken only it shows: no history (with the new score in it) appears before the
 * result does.
 */
export function CheckIns() {
  const { t } = useTranslation('check-ins');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('title'));
  const instruments = useInstruments();
  const [selected, setSelected] = useState<CheckInCode | null>(null);
  const [returned, setReturned] = useState(false);

  const content = () => {
    if (instruments.isError) {
      return <ErrorState message={toApiError(instruments.error, tc('errors.loadFailed')).message} onRetry={() => void instruments.refetch()} />;
    }
    if (instruments.isPending) {
      return (
        <Box aria-busy="true">
          <span className="visually-hidden" role="status">
            {tc('loading')}
          </span>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <Skeleton variant="rounded" height={180} />
            <Skeleton variant="rounded" height={180} />
          </Box>
        </Box>
      );
    }
    if (selected) {
      return (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <CheckInRunner
            key={selected}
            code={selected}
            instrument={instruments.data[selected]}
            onDone={() => {
              setSelected(null);
              setReturned(true);
            }}
          />
        </Paper>
      );
    }
    return (
      <>
        <InstrumentChooser instruments={instruments.data} onStart={setSelected} focusHeading={returned} />
        <CheckInTrends />
      </>
    );
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <ScreenHeading title={t('title')} intro={t('intro')} introSx={{ mb: 3, maxWidth: 680 }} />
      {content()}
    </Box>
  );
}
