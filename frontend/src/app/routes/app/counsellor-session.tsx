import { useParams } from 'react-router-dom';
import { HandedOverNotes } from '@/features/counsellors/components/handed-over';
import { OwnClient } from '@/features/counsellors/components/own-client';
import { OwnSession } from '@/features/counsellors/components/own-session';

/** /counsellor/sessions/:id (COUNSELLOR): one of the counsellor's own sessions. */
export function CounsellorSessionPage() {
  const { id } = useParams();
  return <OwnSession key={id} id={id} />;
}

/** /counsellor/clients/:id (COUNSELLOR): one of the counsellor's clients (in this module: one chunk for the counsellor's pages of one session or client). */
export function CounsellorClientPage() {
  const { id } = useParams();
  return <OwnClient key={id} id={id} />;
}

/** /counsellor/handed-over/:id (COUNSELLOR): the notes handed to the counsellor on a session of a counsellor who left. */
export function CounsellorHandedOverPage() {
  const { id } = useParams();
  return <HandedOverNotes key={id} id={id} />;
}
