import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { BookmarkAddIcon, BookmarkRemoveIcon } from '@/components/ui/icons';
import { activeRole, useSessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useSavedCourses } from '../api/list-saved-courses';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** True while a subscriber is logged in: only they have saved courses (the calls answer 401/403 to others). */
export function useIsSubscriber(): boolean {
  return activeRole(useSessionStore((s) => s.session)) === 'SUBSCRIBER';
}

/** The ids of the subscriber's saved courses (an empty set for anyone else, without asking the server). */
export function useSavedIds(): { ids: ReadonlySet<number>; ready: boolean } {
  const subscriber = useIsSubscriber();
  const saved = useSavedCourses(subscriber);
  return { ids: new Set(saved.data?.items.map((item) => item.id) ?? []), ready: saved.isSuccess };
}

/** Saves or removes one course, toasts the server's message, and refreshes the saved courses. */
export function useToggleCourse() {
  const handleError = useServerErrorHandler();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const toggle = (id: number, saved: boolean) => {
    const mutation = saved ? remove : add;
    mutation.mutate(
      { body: { learninghub_id: id } },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => void handleError(error),
      },
    );
  };
  return { toggle, pending: add.isPending || remove.isPending };
}

/** 'Add to course' / 'Remove from course' on a learning card (subscribers only; the caller decides). */
export function WishlistToggle({ id, title, saved, ready }: { id: number; title: string; saved: boolean; ready: boolean }) {
  const { t } = useTranslation('content');
  const { toggle, pending } = useToggleCourse();
  return (
    <Button
      variant={saved ? 'outlined' : 'contained'}
      size="small"
      color={saved ? 'secondary' : 'primary'}
      startIcon={saved ? <BookmarkRemoveIcon /> : <BookmarkAddIcon />}
      disabled={!ready || pending}
      aria-label={t(saved ? 'courses.removeNamed' : 'courses.addNamed', { title })}
      onClick={() => toggle(id, saved)}
    >
      {t(saved ? 'courses.remove' : 'courses.add')}
    </Button>
  );
}
