import { gameLaunch, gameLobby, gameRecords as gameRecordsCall, gameSearch } from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { lobby, search } from './catalogue.ts';
import { launchGame } from './launch.ts';
import { gameRecords } from './records.ts';

export function gameRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, gameLobby, async ({ body }) => lobby(deps, body.locale));
  registerCall(app, deps, gameSearch, async ({ body }) => search(deps, body.keyword, body.labelId));
  registerCall(app, deps, gameLaunch, async ({ user, body }) =>
    launchGame(deps, user, body.gameId, body.locale),
  );
  registerCall(app, deps, gameRecordsCall, async ({ user, body }) => gameRecords(deps, user.userId, body));
}
