import { ClientCode } from '@fairplay/contract/codes';
import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callApiOrThrow } from './client.ts';
import { callKey } from './queries.ts';

/**
 * The deposit reads the app needs before the Deposit page's own code (packages/contract/src/calls/deposit.ts):
 * the charge info, which the navigation gate reads too, and the channels, both started with the
 * navigation by the route loader.
 */

export type ChargeInfo = ResultOf<typeof calls.getChargeInfo>;
export type PayChannel = ResultOf<typeof calls.getPayChannel>;
export type DepositMode = ChargeInfo['typeA'];

export const chargeInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.getChargeInfo, uid),
    queryFn: () => callApiOrThrow(calls.getChargeInfo),
    enabled: uid !== '',
    staleTime: 30_000,
  });

/** Fresh online channels; a failure leaves the charge info's own list in use (spec point 8). */
export const payChannelQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.getPayChannel, uid),
    queryFn: () => callApiOrThrow(calls.getPayChannel, {}, { silent: true }),
    enabled: uid !== '',
    staleTime: 30_000,
    retry: 0,
  });

/** The charge info read fresh and quietly (the deposit gate); null when it could not be read. */
export async function readChargeInfo(): Promise<ChargeInfo | null> {
  const outcome = await callApi(calls.getChargeInfo, {}, { silent: true });
  return outcome.code === ClientCode.success ? outcome.data : null;
}
