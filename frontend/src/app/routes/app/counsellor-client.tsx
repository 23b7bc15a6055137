import { useParams } from 'react-router-dom';
import { OwnClient } from '@/features/counsellors/components/own-client';

/** /counsellor/clients/:id (COUNSELLOR): one of the counsellor's clients. */
export function CounsellorClientPage() {
  const { id } = useParams();
  return <OwnClient key={id} id={id} />;
}
