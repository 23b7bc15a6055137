import { NotFound } from '@/components/ui/not-found';

/** Any path the router does not know. */
export function NotFoundPage() {
  return <NotFound />;
}
