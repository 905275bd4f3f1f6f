import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import type { LimitPeriod } from '@fairplay/contract/player-protection';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callApiOrThrow } from './client.ts';
import { useCallMutation } from './mutations.ts';
import { callKey } from './queries.ts';

/**
 * The player-protection calls (packages/contract/src/calls/rg.ts), in one file since several features
 * make them: the protection page, the game view (its play session), and the deposit-limit prompt
 * after registering and at the first deposit.
 */

export type Limit = ResultOf<typeof calls.rgLimits>['limits'][number];
export type PlaySession = ResultOf<typeof calls.rgPlaySession>;
export type Preferences = ResultOf<typeof calls.rgPreferences>;
export type LimitPromptState = Preferences['limitPrompt'];

/** How often the game view reads its session again while nothing else asks (a round asks at once). */
const PLAY_SESSION_REFRESH_MS = 60_000;

/** The game session of the game open in the game view: quiet, since the bar simply keeps its last figures. */
export const playSessionQuery = (uid: string, gameId: number | null) =>
  queryOptions({
    queryKey: callKey(calls.rgPlaySession, uid, gameId),
    queryFn: () => callApiOrThrow(calls.rgPlaySession, { gameId: gameId ?? 0 }, { silent: true }),
    enabled: uid !== '' && gameId !== null,
    refetchInterval: PLAY_SESSION_REFRESH_MS,
  });

export const limitsQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.rgLimits, uid),
    queryFn: () => callApiOrThrow(calls.rgLimits, {}),
    enabled: uid !== '',
  });

export const statementQuery = (uid: string, period: LimitPeriod) =>
  queryOptions({
    queryKey: callKey(calls.rgStatement, uid, period),
    queryFn: () => callApiOrThrow(calls.rgStatement, { period }),
    enabled: uid !== '',
  });

export const preferencesQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.rgPreferences, uid),
    queryFn: () => callApiOrThrow(calls.rgPreferences, {}, { silent: true }),
    enabled: uid !== '',
  });

/** A limit set or confirmed: the limits and the prompt's state are read again. */
export const useSetLimit = () =>
  useCallMutation(calls.rgSetLimit, { invalidates: [calls.rgLimits, calls.rgPreferences] });
export const useConfirmLimit = () =>
  useCallMutation(calls.rgConfirmLimit, { invalidates: [calls.rgLimits, calls.rgPreferences] });
/** A break or exclusion ends every session: nothing is read again. */
export const useTakeTimeout = () => useCallMutation(calls.rgTimeout, { waitsForRefresh: false });
export const useSelfExclude = () => useCallMutation(calls.rgSelfExclude, { waitsForRefresh: false });
/** The prompt answered: it is not offered again (the answer is the server's). */
export const useAnswerLimitPrompt = () =>
  useCallMutation(calls.rgAnswerLimitPrompt, { invalidates: [calls.rgPreferences] });
export const useSetRealityCheck = () =>
  useCallMutation(calls.rgSetRealityCheck, { invalidates: [calls.rgPreferences, calls.rgPlaySession] });

/** The way back from an ended self-exclusion, made with the withdraw-only session (decision 023). */
export type ReturnStatus = ResultOf<typeof calls.rgReturnStatus>;
export const returnStatusWith = (session: { sign: string; uid: string }) =>
  callApi(calls.rgReturnStatus, session, { silent: true });
export const requestReturnWith = (session: { sign: string; uid: string }) =>
  callApi(calls.rgRequestReturn, session);
export const confirmReturnWith = (session: { sign: string; uid: string }) =>
  callApi(calls.rgConfirmReturn, session);
