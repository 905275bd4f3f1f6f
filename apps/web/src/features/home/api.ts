import type {
  bannerList,
  CallResult,
  gameLobby,
  rechargeButtonStatus,
  rollMessages,
} from '@fairplay/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestOrThrow } from '../../shared/api/client.ts';

export type Banners = CallResult<typeof bannerList>;
export type RollMessages = CallResult<typeof rollMessages>;
export type RechargeButtonStatus = CallResult<typeof rechargeButtonStatus>;

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['banners'],
    queryFn: () => requestOrThrow<Banners>('/banner/list', {}, { silent: true }),
    staleTime: 5 * 60_000,
  });

export const rollMessagesQuery = () =>
  queryOptions({
    queryKey: ['roll-messages'],
    queryFn: () => requestOrThrow<RollMessages>('/home/rollMsg', {}, { silent: true }),
    staleTime: 60_000,
  });

export const rechargeButtonQuery = (uid: string) =>
  queryOptions({
    queryKey: ['recharge-button', uid],
    queryFn: () => requestOrThrow<RechargeButtonStatus>('/home/rechargeButtonStatus', {}, { silent: true }),
    staleTime: 60_000,
  });

export type Lobby = CallResult<typeof gameLobby>;
export type Game = Lobby['games'][number];
export type GameLabel = Lobby['labels'][number];

/** Labels, games and popular searches; a failure shows its own retry in the lobby, not a toast. */
export const gameLobbyQuery = () =>
  queryOptions({
    queryKey: ['game-lobby'],
    queryFn: () => requestOrThrow<Lobby>('/game/lobby', {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
