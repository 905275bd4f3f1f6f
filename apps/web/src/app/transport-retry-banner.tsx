import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onTransportFailure, onTransportRecovery } from '../shared/api/client.ts';
import { FIXED_BOTTOM } from '../shared/layouts/fixed-bars.ts';
import { useIsOnline } from '../shared/online.ts';

/**
 * After a network failure: "the connection timed out, tap to retry" (spec point 8). A tap reads every
 * query on screen again; the banner goes once a call is answered again (a retry, or the cache's own
 * read when the browser is back online), so it never outlives the problem it reports.
 */
export function TransportRetryBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const [isVisible, setVisible] = useState(false);
  useEffect(() => onTransportFailure(() => setVisible(true)), []);
  useEffect(() => onTransportRecovery(() => setVisible(false)), []);
  if (!isVisible) return null;
  const retry = () => {
    // Nothing on screen to read again: the message has nothing left to offer.
    if (queryClient.getQueryCache().findAll({ type: 'active' }).length === 0) setVisible(false);
    else void queryClient.refetchQueries({ type: 'active' });
  };
  return (
    <button
      type="button"
      className="fp-retry-banner"
      onClick={retry}
      data-testid="retry-banner"
      {...FIXED_BOTTOM}
    >
      {t(isOnline ? 'common.timeout' : 'common.networkError')}
    </button>
  );
}
