import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { queryOptions } from '@tanstack/react-query';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { callKey } from '../../shared/api/queries.ts';
import { requestLocale } from '../../shared/i18n/i18n.ts';

/**
 * Home's calls (packages/contract/src/calls/home.ts); the game lobby is in shared/api/games.ts.
 * Banners and marquee messages are content in the player's language: kept per language.
 */

export type Banners = ResultOf<typeof calls.bannerList>;
export type RollMessages = ResultOf<typeof calls.rollMessages>;
export type RechargeButtonStatus = ResultOf<typeof calls.rechargeButtonStatus>;

export const bannersQuery = () =>
  queryOptions({
    queryKey: callKey(calls.bannerList, requestLocale()),
    queryFn: () => callApiOrThrow(calls.bannerList, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });

export const rollMessagesQuery = () =>
  queryOptions({
    queryKey: callKey(calls.rollMessages, requestLocale()),
    queryFn: () => callApiOrThrow(calls.rollMessages, {}, { silent: true }),
    staleTime: 60_000,
  });

export const rechargeButtonQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.rechargeButtonStatus, uid),
    queryFn: () => callApiOrThrow(calls.rechargeButtonStatus, {}, { silent: true }),
    staleTime: 60_000,
  });
