import type { RankingBoard } from './api.ts';

/** Ranks 1-3 get a medal colour. */
export type Medal = 'gold' | 'silver' | 'bronze' | null;

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

export function medalOf(rank: number): Medal {
  return MEDALS[rank - 1] ?? null;
}

export interface RankingRow {
  rank: number;
  medal: Medal;
  phone: string;
  totalBet: string;
  award: string;
  isMe: boolean;
}

type Format = (value: number) => string;

/** The leaderboard table: one display row per standing, the player's own row marked. */
export function rankingRows(board: Pick<RankingBoard, 'list' | 'me'>, format: Format): RankingRow[] {
  const myRank = board.me?.rank ?? null;
  return board.list.map((standing) => ({
    rank: standing.rank,
    medal: medalOf(standing.rank),
    phone: standing.phone,
    totalBet: format(standing.totalBet),
    award: format(standing.award),
    isMe: myRank !== null && standing.rank === myRank,
  }));
}

export interface MyStanding {
  /** "#4", or null when the player is not on the board. */
  rank: string | null;
  medal: Medal;
  totalBet: string;
  award: string;
}

/** The player's own line under the table; null when logged out. */
export function myStanding(me: RankingBoard['me'], format: Format): MyStanding | null {
  if (!me) return null;
  return {
    rank: me.rank === null ? null : `#${me.rank}`,
    medal: me.rank === null ? null : medalOf(me.rank),
    totalBet: format(me.totalBet),
    award: format(me.award),
  };
}
