import { ClientCode } from '@fairplay/contract/codes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Outcome } from '../../shared/api/client.ts';
import { refreshAfterClaim } from './api.ts';

/**
 * Runs a claim call once at a time. The API client toasts a refusal; the page also keeps the
 * server's words (`refusal`) beside the button, since a 1.5 s toast is easy to miss. Either way
 * the balance and the promotion pages are read again.
 */
export function useClaim<T>(call: () => Promise<Outcome<T>>, onSuccess: (data: T) => void) {
  const queryClient = useQueryClient();
  const isRunning = useRef(false);
  const [isClaiming, setClaiming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const claim = async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    setClaiming(true);
    setRefusal(null);
    try {
      const outcome = await call();
      if (outcome.code === ClientCode.success) onSuccess(outcome.data);
      // Only the server's own refusals stay on the page; network trouble has its retry banner.
      else if (outcome.state !== undefined && !outcome.msg.toLowerCase().includes('system'))
        setRefusal(outcome.msg || null);
      await refreshAfterClaim(queryClient);
    } finally {
      isRunning.current = false;
      setClaiming(false);
    }
  };

  return { claim, isClaiming, refusal };
}
