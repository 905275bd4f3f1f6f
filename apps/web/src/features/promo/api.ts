import type {
  CallResult,
  cashbackRecords,
  firstDepositClaim,
  firstDepositInfo,
  invitationRanksInfo,
  promoList,
  RANKING_PERIODS,
  rankingBoard,
  rebatePromoClaim,
  rebatePromoInfo,
  signinClaim,
  signinInfo,
  signupBonusActivate,
  signupBonusInfo,
} from '@fairplay/contract';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { request, requestOrThrow } from '../../shared/api/client.ts';

/** The promotion calls (packages/contract/src/calls/promo.ts): types, fetchers and queries. */

export type PromoList = CallResult<typeof promoList>;
export type Promotion = PromoList['promotions'][number];
export type FirstDepositInfo = CallResult<typeof firstDepositInfo>;
export type FirstDepositClaim = CallResult<typeof firstDepositClaim>;
export type SignupBonusInfo = CallResult<typeof signupBonusInfo>;
export type SignupBonusActivation = CallResult<typeof signupBonusActivate>;
export type SigninInfo = CallResult<typeof signinInfo>;
export type SigninClaim = CallResult<typeof signinClaim>;
export type RebateInfo = CallResult<typeof rebatePromoInfo>;
export type RebateClaim = CallResult<typeof rebatePromoClaim>;
export type CashbackPage = CallResult<typeof cashbackRecords>;
export type InvitationInfo = CallResult<typeof invitationRanksInfo>;
export type RankingBoard = CallResult<typeof rankingBoard>;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export type RankingWhich = 'current' | 'previous';
/** The state of a one-off reward: locked (not earned yet), claimable, claimed or expired. */
export type RewardStatus = FirstDepositInfo['status'];

/** Rows per page of the cashback records (the contract allows up to 100). */
export const CASHBACK_PAGE_SIZE = 20;
/** The live leaderboard moves with every bet; the server recomputes it at most every 30 s. */
const RANKING_REFRESH_MS = 30_000;

/** Every promotion query starts with this key, so a claim can refresh them all at once. */
const PROMO_KEY = 'promo';

export const promoListQuery = (uid: string) =>
  queryOptions({
    queryKey: [PROMO_KEY, 'list', uid],
    queryFn: () => requestOrThrow<PromoList>('/promo/list'),
    staleTime: 30_000,
  });

export const firstDepositQuery = (uid: string) =>
  queryOptions({
    queryKey: [PROMO_KEY, 'first-deposit', uid],
    queryFn: () => requestOrThrow<FirstDepositInfo>('/promo/firstDeposit/info'),
    enabled: uid !== '',
    staleTime: 0,
  });

export const signupBonusQuery = (uid: string) =>
  queryOptions({
    queryKey: [PROMO_KEY, 'signup-bonus', uid],
    queryFn: () => requestOrThrow<SignupBonusInfo>('/promo/signupBonus/info'),
    enabled: uid !== '',
    staleTime: 0,
  });

export const signinQuery = (uid: string) =>
  queryOptions({
    queryKey: [PROMO_KEY, 'signin', uid],
    queryFn: () => requestOrThrow<SigninInfo>('/promo/signin/info'),
    enabled: uid !== '',
    staleTime: 0,
  });

export const rebateQuery = (uid: string) =>
  queryOptions({
    queryKey: [PROMO_KEY, 'rebate', uid],
    queryFn: () => requestOrThrow<RebateInfo>('/promo/rebate/info'),
    enabled: uid !== '',
    staleTime: 0,
  });

export const invitationQuery = (uid: string) =>
  queryOptions({
    queryKey: [PROMO_KEY, 'invitation', uid],
    queryFn: () => requestOrThrow<InvitationInfo>('/promo/invitationRanks/info'),
    enabled: uid !== '',
    staleTime: 0,
  });

/** The leaderboard works logged out too; the uid is in the key because `me` is the player's row. */
export const rankingQuery = (uid: string, period: RankingPeriod, which: RankingWhich) =>
  queryOptions({
    queryKey: [PROMO_KEY, 'ranking', uid, period, which],
    queryFn: () => requestOrThrow<RankingBoard>('/promo/ranking', { period, which }),
    staleTime: which === 'current' ? RANKING_REFRESH_MS : 5 * 60_000,
    refetchInterval: which === 'current' ? RANKING_REFRESH_MS : false,
  });

export const cashbackQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: [PROMO_KEY, 'cashback', uid],
    queryFn: ({ pageParam }) =>
      requestOrThrow<CashbackPage>('/promo/cashback/records', {
        page: pageParam,
        pageSize: CASHBACK_PAGE_SIZE,
      }),
    initialPageParam: 1,
    // The result carries no page number: the next one follows from the pages already loaded.
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.length * CASHBACK_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: uid !== '',
    staleTime: 0,
  });

export const claimFirstDeposit = () => request<FirstDepositClaim>('/promo/firstDeposit/claim');
export const activateSignupBonus = () => request<SignupBonusActivation>('/promo/signupBonus/activate');
export const claimSignin = () => request<SigninClaim>('/promo/signin/claim');
export const claimRebate = () => request<RebateClaim>('/promo/rebate/claim');

/** After a claim: the balance (user info), the event page and the Promo tab's badges change. */
export function refreshAfterClaim(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['user-info'] }),
    queryClient.invalidateQueries({ queryKey: [PROMO_KEY] }),
  ]);
}

/** The sign-up bonus arrives as a message: the inbox list and its unread count (features/mail) change. */
export function refreshInbox(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['mail-list'] }),
    queryClient.invalidateQueries({ queryKey: ['mail-unread'] }),
  ]);
}
