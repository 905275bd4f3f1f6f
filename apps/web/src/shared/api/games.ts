import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { queryOptions } from '@tanstack/react-query';
import { requestLocale } from '../i18n/i18n.ts';
import { callApiOrThrow } from './client.ts';
import { callKey } from './queries.ts';

/** The game lobby (packages/contract/src/calls/games.ts), read by Home and by the search page. */

export type Lobby = ResultOf<typeof calls.gameLobby>;
export type Game = Lobby['games'][number];
export type GameLabel = Lobby['labels'][number];

/** Labels (named in the player's language), games and popular searches; a failure shows its own retry in the lobby, not a toast. */
export const gameLobbyQuery = () =>
  queryOptions({
    queryKey: callKey(calls.gameLobby, requestLocale()),
    queryFn: () => callApiOrThrow(calls.gameLobby, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
