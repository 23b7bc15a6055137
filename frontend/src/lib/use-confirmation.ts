import { useState } from 'react';
import { toast } from './toast';
import { useServerErrorHandler } from './use-server-errors';

/**
 * A change that waits to be confirmed: `target` is the item asked about (null while no confirmation is open),
 * `ask(item)` opens the confirmation and `close()` closes it. `settle(then)` gives the confirmed change's mutation
 * its callbacks: the server's message as a toast (then `then`), or its error as every call shows one; the
 * confirmation closes either way.
 */
export function useConfirmation<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const handleError = useServerErrorHandler();
  const close = () => setTarget(null);
  const settle = (then?: () => void) => ({
    onSuccess: (result: { message: string }) => {
      toast.success(result.message);
      close();
      then?.();
    },
    onError: (error: unknown) => {
      handleError(error);
      close();
    },
  });
  return { target, ask: setTarget, close, settle };
}
