import { ClientCode } from '@fairplay/contract/codes';
import { trackAdvertiserEvent } from '../../shared/advertiser.ts';
import { reportAdid, userInfoQuery } from '../../shared/api/account.ts';
import type { Outcome } from '../../shared/api/client.ts';
import { vipInfoQuery } from '../../shared/api/vip.ts';
import { queryClient } from '../../shared/query-client.ts';
import { waitForAdid } from '../../shared/session/adid.ts';
import { useBreakSessionStore } from '../../shared/store/break-session-store.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import type { SessionGrant } from './api.ts';

/**
 * What every sign-in does on success (spec point 4): keep sign, uid and newUserFlag, report the
 * ad id once it is known, then load user and VIP info. A failed sign-in logs out; its message was
 * already shown by the API client. Returns true when signed in.
 */
export async function completeLogin(
  outcome: Outcome<SessionGrant>,
  options: { oneClick?: boolean } = {},
): Promise<boolean> {
  const session = useSessionStore.getState();
  if (outcome.code !== ClientCode.success) {
    session.logout();
    // Refused for a break: the break screen offers the withdraw-only session's calls (decision 023).
    if (outcome.breakSession)
      useBreakSessionStore.getState().show({ message: outcome.msg, session: outcome.breakSession });
    return false;
  }
  const grant = outcome.data;
  session.login(grant, options.oneClick ?? false);
  trackAdvertiserEvent(grant.newUserFlag ? 'register' : 'login');
  void waitForAdid().then((adid) => {
    if (adid) void reportAdid(adid);
  });
  await Promise.allSettled([
    queryClient.fetchQuery(userInfoQuery(grant.uid)),
    queryClient.fetchQuery(vipInfoQuery(grant.uid)),
  ]);
  return true;
}
