import {
  rgAnswerLimitPrompt,
  rgConfirmLimit,
  rgLimits,
  rgPlaySession,
  rgPreferences,
  rgSelfExclude,
  rgSetLimit,
  rgSetRealityCheck,
  rgStatement,
  rgTimeout,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { selfExclude, takeTimeout } from './exclusion.ts';
import { confirmLimit, readLimits, setLimit } from './limits.ts';
import { playSession } from './play-session.ts';
import { answerLimitPrompt, readPreferences, setRealityCheck } from './preferences.ts';
import { returnRoutes } from './return-routes.ts';
import { activityStatement } from './statement.ts';

/** The player's own protection: limits, breaks, self-exclusion and the activity statement. */
export function rgRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, rgLimits, async ({ user }) => readLimits(deps, user.userId));
  registerCall(app, deps, rgSetLimit, async ({ user, body }) =>
    setLimit(deps, user.userId, { kind: body.kind, period: body.period, amount: body.amount }),
  );
  registerCall(app, deps, rgConfirmLimit, async ({ user, body }) =>
    confirmLimit(deps, user.userId, { kind: body.kind, period: body.period }),
  );
  registerCall(app, deps, rgTimeout, async ({ user, body }) => takeTimeout(deps, user.userId, body.hours));
  registerCall(app, deps, rgSelfExclude, async ({ user, body }) =>
    selfExclude(deps, user.userId, body.months),
  );
  registerCall(app, deps, rgStatement, async ({ user, body }) =>
    activityStatement(deps, user.userId, body.period),
  );
  returnRoutes(app, deps);
  // Reality checks in the game view and the deposit-limit prompt (the player app's side).
  registerCall(app, deps, rgPlaySession, async ({ user, body }) => playSession(deps, user, body.gameId));
  registerCall(app, deps, rgPreferences, async ({ user }) => readPreferences(deps, user.userId));
  registerCall(app, deps, rgSetRealityCheck, async ({ user, body }) =>
    setRealityCheck(deps, user.userId, body.minutes),
  );
  registerCall(app, deps, rgAnswerLimitPrompt, async ({ user, body }) =>
    answerLimitPrompt(deps, user.userId, body.answer),
  );
}
