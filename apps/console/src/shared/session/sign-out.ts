import * as ops from '@fairplay/contract/operator';
import type { QueryClient } from '@tanstack/react-query';
import { callOperator } from '../api/client.ts';
import { dropToken } from '../api/session-token.ts';

/**
 * Ends the session on the server (its token stops working at once), then forgets it here, with
 * everything read under it. Signing out works even when the server cannot be reached.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await callOperator(ops.operatorLogout, { body: {} });
  } catch {
    // Already ended, or unreachable: the token is dropped all the same.
  }
  dropToken();
  queryClient.clear();
}
