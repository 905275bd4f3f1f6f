import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { addPlayerNote } from './add-player-note.ts';
import { listPlayerBonuses } from './list-player-bonuses.ts';
import { listPlayerDeposits } from './list-player-deposits.ts';
import { listPlayerInbox } from './list-player-inbox.ts';
import { listPlayerLedger } from './list-player-ledger.ts';
import { listPlayerNotes } from './list-player-notes.ts';
import { listPlayerReferrals } from './list-player-referrals.ts';
import { listPlayerRounds } from './list-player-rounds.ts';
import { listPlayerSessions } from './list-player-sessions.ts';
import { listPlayerWagering } from './list-player-wagering.ts';
import { listPlayerWithdrawals } from './list-player-withdrawals.ts';
import { readPlayerSummary } from './read-player-summary.ts';
import { revokePlayerSessions } from './revoke-player-sessions.ts';
import { searchPlayers } from './search-players.ts';
import { setPlayerDepositClosed } from './set-player-deposit-closed.ts';
import { setPlayerLocked } from './set-player-locked.ts';
import { setPlayerTags } from './set-player-tags.ts';

/**
 * Operator API for players: find them, their page (summary, audited as a view, and its tables),
 * notes and tags, and the controls: deposits closed, account locked, sessions ended.
 */
export function playerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.searchPlayers, async ({ query }) => searchPlayers(deps, query));
  operatorRoute(app, deps, ops.playerSummary, async ({ operator, params }) =>
    readPlayerSummary(deps, operator, params.userId),
  );
  operatorRoute(app, deps, ops.playerLedger, async ({ params, query }) =>
    listPlayerLedger(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerWagering, async ({ params, query }) =>
    listPlayerWagering(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerRounds, async ({ params, query }) =>
    listPlayerRounds(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerBonuses, async ({ params, query }) =>
    listPlayerBonuses(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerReferrals, async ({ params, query }) =>
    listPlayerReferrals(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerSessions, async ({ params, query }) =>
    listPlayerSessions(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerInbox, async ({ params, query }) =>
    listPlayerInbox(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerDeposits, async ({ params, query }) =>
    listPlayerDeposits(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerWithdrawals, async ({ params, query }) =>
    listPlayerWithdrawals(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.playerNotes, async ({ params, query }) =>
    listPlayerNotes(deps, params.userId, query),
  );
  operatorRoute(app, deps, ops.addPlayerNote, async ({ operator, params, body }) =>
    addPlayerNote(deps, operator, params.userId, body.text),
  );
  operatorRoute(app, deps, ops.setPlayerTags, async ({ operator, params, body }) =>
    setPlayerTags(deps, operator, params.userId, body.tags),
  );
  operatorRoute(app, deps, ops.setPlayerDepositClosed, async ({ operator, params, body }) =>
    setPlayerDepositClosed(deps, operator, params.userId, body.closed),
  );
  operatorRoute(app, deps, ops.setPlayerLocked, async ({ operator, params, body }) =>
    setPlayerLocked(deps, operator, params.userId, body),
  );
  operatorRoute(app, deps, ops.revokePlayerSessions, async ({ operator, params }) =>
    revokePlayerSessions(deps, operator, params.userId),
  );
}
