import { StateCode } from '@fairplay/contract/codes';
import { useRef, useState } from 'react';
import { RequestFailure } from '../../shared/api/client.ts';

/** A claim's mutation hook from api.ts: it refreshes the balance and the promotions, taken or refused. */
type ClaimHook<T> = (reactions: { onSuccess?(data: T): void; onError?(error: Error): void }) => {
  mutate(payload: Record<string, never>, callbacks?: { onSettled?(): void }): void;
  isPending: boolean;
};

/**
 * Runs a claim once at a time. The API client toasts a refusal; the page also keeps the server's
 * words (`refusal`) beside the button, since a 1.5 s toast is easy to miss.
 */
export function useClaim<T>(useClaimCall: ClaimHook<T>, onSuccess: (data: T) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useClaimCall({
    onSuccess,
    onError: (error) => {
      // Only the server's own refusals stay on the page; network trouble has its retry banner.
      if (error instanceof RequestFailure && error.state !== undefined && error.state !== StateCode.system)
        setRefusal(error.message || null);
    },
  });

  // Set at the tap itself: a second tap before the page re-renders (isPending) must not claim again.
  const isSending = useRef(false);
  const claim = () => {
    if (isSending.current || mutation.isPending) return;
    isSending.current = true;
    setRefusal(null);
    mutation.mutate(
      {},
      {
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return { claim, isClaiming: mutation.isPending, refusal };
}
