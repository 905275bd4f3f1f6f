import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZPage, ZPageSize } from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import * as routes from '../routes.ts';

const MUST_BE_ID = fieldMessage('field.mustBeId');

export const ZGame = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  gameCode: z.string(),
  providerName: z.string(),
  imageUrl: z.string(),
  imageSize: z.number().int().describe('1 = square tile, 2 = wide tile'),
  showSort: z.number().int(),
  cornerMark: z.string().nullable().describe('Badge: hot, new or null'),
  labelIds: z.array(z.number().int()),
});
export type TGame = z.infer<typeof ZGame>;

export const ZGameLabel = z.object({
  labelId: z.number().int(),
  labelName: z.string(),
  iconUrl: z.string(),
});

export const gameLobby = defineCall({
  ...routes.gameLobby,
  summary: 'Labels, provider categories and every enabled game, ordered for Home',
  payload: {},
  result: z.object({
    labels: z.array(ZGameLabel),
    categories: z.array(
      z.object({ categoryId: z.number().int(), categoryName: z.string(), imageUrl: z.string() }),
    ),
    games: z.array(ZGame),
    popularSearches: z.array(z.string()),
  }),
});

export const gameSearch = defineCall({
  ...routes.gameSearch,
  summary: 'Games whose name matches the keyword (case-insensitive)',
  payload: {
    keyword: z.string().trim().max(50).default(''),
    labelId: z.number({ error: MUST_BE_ID }).int().positive().nullish(),
  },
  result: z.object({ games: z.array(ZGame), popularSearches: z.array(z.string()) }),
});

export const gameLaunch = defineCall({
  ...routes.gameLaunch,
  summary:
    "Opens a game for the player: returns the provider's game URL, with a launch token for this game inside (valid 12 hours; a reload opens the game again with it; a logout or a password change ends it)",
  payload: { gameId: z.number({ error: MUST_BE_ID }).int().positive() },
  result: z.object({ url: z.string(), gameName: z.string(), orientation: z.enum(['portrait', 'landscape']) }),
});

export const GAME_RECORD_STATUSES = ['all', 'settled', 'unsettled', 'cancel'] as const;
export const GAME_RECORD_PERIODS = ['today', 'yesterday', 'last3days'] as const;

export const ZGameRecord = z.object({
  betId: z.string().describe('The round id'),
  gameName: z.string(),
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  profit: z.number().describe('Win minus bet: the win/loss'),
  status: z.enum(['settled', 'unsettled', 'cancel']),
  betTime: z.string(),
  settleTime: z.string().nullable(),
});
export type TGameRecord = z.infer<typeof ZGameRecord>;

export const gameRecords = defineCall({
  ...routes.gameRecords,
  summary: "The player's game rounds, newest first",
  payload: {
    status: z.enum(GAME_RECORD_STATUSES).default('all'),
    period: z.enum(GAME_RECORD_PERIODS).default('today'),
    page: ZPage,
    pageSize: ZPageSize,
  },
  result: z.object({
    list: z.array(ZGameRecord),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    summary: z.object({ betAmount: z.number(), validBet: z.number(), profit: z.number() }),
  }),
});
