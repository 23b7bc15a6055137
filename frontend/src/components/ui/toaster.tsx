import { Suspense, useEffect } from 'react';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';
import { useToastStore } from '@/lib/toast';

// The Snackbar is not needed for the first paint: it loads on idle or with the first toast.
const ToastView = lazyWithPreload(() => import('./toast-view'));

export function Toaster() {
  const hasToast = useToastStore((s) => s.toast !== null);
  useEffect(() => whenIdle(() => void ToastView.preload(), 5000), []);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
