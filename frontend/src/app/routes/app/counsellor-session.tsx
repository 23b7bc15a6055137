import { useParams } from 'react-router-dom';
import { OwnSession } from '@/features/counsellors/components/own-session';

/** /counsellor/sessions/:id (COUNSELLOR): one of the counsellor's own sessions. */
export function CounsellorSessionPage() {
  const { id } = useParams();
  return <OwnSession key={id} id={id} />;
}
