import type { RANKING_PERIODS } from '@fairplay/contract';
import type { CallHandle, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PLAYER_INFO } from '../../shared/api/account.ts';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { INBOX } from '../../shared/api/mail.ts';
import { type CallReactions, useCallMutation } from '../../shared/api/mutations.ts';
import { nextPageAfter } from '../../shared/api/paging.ts';
import { callKey, invalidateCalls } from '../../shared/api/queries.ts';

/** The promotion calls (packages/contract/src/calls/promo.ts): answers in the query cache and the claims. */

export type PromoList = ResultOf<typeof calls.promoList>;
export type Promotion = PromoList['promotions'][number];
export type FirstDepositInfo = ResultOf<typeof calls.firstDepositInfo>;
export type FirstDepositClaim = ResultOf<typeof calls.firstDepositClaim>;
export type SignupBonusInfo = ResultOf<typeof calls.signupBonusInfo>;
export type SignupBonusActivation = ResultOf<typeof calls.signupBonusActivate>;
export type SigninInfo = ResultOf<typeof calls.signinInfo>;
export type SigninClaim = ResultOf<typeof calls.signinClaim>;
export type RebateInfo = ResultOf<typeof calls.rebatePromoInfo>;
export type RebateClaim = ResultOf<typeof calls.rebatePromoClaim>;
export type CashbackPage = ResultOf<typeof calls.cashbackRecords>;
export type InvitationInfo = ResultOf<typeof calls.invitationRanksInfo>;
export type RankingBoard = ResultOf<typeof calls.rankingBoard>;
export type Redemption = ResultOf<typeof calls.redeemGiftCode>;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export type RankingWhich = 'current' | 'previous';
/** The state of a one-off reward: locked (not earned yet), claimable, claimed or expired. */
export type RewardStatus = FirstDepositInfo['status'];

/** Rows per page of the cashback records (the contract allows up to 100). */
export const CASHBACK_PAGE_SIZE = 20;
/** The live leaderboard moves with every bet; the server recomputes it at most every 30 s. */
const RANKING_REFRESH_MS = 30_000;

export const promoListQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.promoList, uid),
    queryFn: () => callApiOrThrow(calls.promoList),
    staleTime: 30_000,
  });

export const firstDepositQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.firstDepositInfo, uid),
    queryFn: () => callApiOrThrow(calls.firstDepositInfo),
    enabled: uid !== '',
    staleTime: 0,
  });

export const signupBonusQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.signupBonusInfo, uid),
    queryFn: () => callApiOrThrow(calls.signupBonusInfo),
    enabled: uid !== '',
    staleTime: 0,
  });

export const signinQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.signinInfo, uid),
    queryFn: () => callApiOrThrow(calls.signinInfo),
    enabled: uid !== '',
    staleTime: 0,
  });

export const rebateQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.rebatePromoInfo, uid),
    queryFn: () => callApiOrThrow(calls.rebatePromoInfo),
    enabled: uid !== '',
    staleTime: 0,
  });

export const invitationQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.invitationRanksInfo, uid),
    queryFn: () => callApiOrThrow(calls.invitationRanksInfo),
    enabled: uid !== '',
    staleTime: 0,
  });

/** The leaderboard works logged out too; the uid is in the key because `me` is the player's row. */
export const rankingQuery = (uid: string, period: RankingPeriod, which: RankingWhich) =>
  queryOptions({
    queryKey: callKey(calls.rankingBoard, uid, period, which),
    queryFn: () => callApiOrThrow(calls.rankingBoard, { period, which }),
    staleTime: which === 'current' ? RANKING_REFRESH_MS : 5 * 60_000,
    refetchInterval: which === 'current' ? RANKING_REFRESH_MS : false,
  });

export const cashbackQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.cashbackRecords, uid),
    queryFn: ({ pageParam }) =>
      callApiOrThrow(calls.cashbackRecords, { page: pageParam, pageSize: CASHBACK_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter(CASHBACK_PAGE_SIZE),
    enabled: uid !== '',
    staleTime: 0,
  });

/** Every promotion answer: a claim can change any of them (the Promo tab's badges, the event pages). */
const PROMO_ANSWERS: readonly CallHandle[] = [
  calls.promoList,
  calls.firstDepositInfo,
  calls.signupBonusInfo,
  calls.signinInfo,
  calls.rebatePromoInfo,
  calls.invitationRanksInfo,
  calls.rankingBoard,
  calls.cashbackRecords,
];

/**
 * A claim, taken or refused, changes the balance (user info), the event page and the Promo tab's
 * badges: they are read again either way, and the claim is pending until they are in.
 */
const CLAIM_REFRESH = {
  invalidates: [...PLAYER_INFO, ...PROMO_ANSWERS],
  invalidatesOnFailure: true,
} as const;

export const useClaimFirstDeposit = (reactions: CallReactions<typeof calls.firstDepositClaim> = {}) =>
  useCallMutation(calls.firstDepositClaim, { ...CLAIM_REFRESH, ...reactions });

export const useClaimSignin = (reactions: CallReactions<typeof calls.signinClaim> = {}) =>
  useCallMutation(calls.signinClaim, { ...CLAIM_REFRESH, ...reactions });

export const useClaimRebate = (reactions: CallReactions<typeof calls.rebatePromoClaim> = {}) =>
  useCallMutation(calls.rebatePromoClaim, { ...CLAIM_REFRESH, ...reactions });

/** The sign-up bonus arrives as a message: on success the inbox and its unread count are read again too. */
export const useActivateSignupBonus = (reactions: CallReactions<typeof calls.signupBonusActivate> = {}) =>
  useCallMutation(calls.signupBonusActivate, {
    ...CLAIM_REFRESH,
    ...reactions,
    updateCache: (cache) => void invalidateCalls(cache, INBOX),
  });

/** Redeems a gift code; a refused code (used, expired, unknown) is toasted by the API client. */
export const useRedeemGiftCode = (reactions: CallReactions<typeof calls.redeemGiftCode> = {}) =>
  useCallMutation(calls.redeemGiftCode, { invalidates: PLAYER_INFO, waitsForRefresh: false, ...reactions });
