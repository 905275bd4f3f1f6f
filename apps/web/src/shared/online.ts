import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network (navigator.onLine), kept current by its online/offline events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Back online (the browser's online event), the queries on screen that failed or went stale are
 * read again: the error states' Retry, done for the player. A read already under way is joined,
 * not restarted.
 */
export function useRefetchWhenOnline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const readAgain = () =>
      void queryClient.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [queryClient]);
}
