import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/index.ts';
import { listOperatorAlerts, resolveAlertByOperator } from './operator-alerts.ts';

const ZAlertKind = z.enum(['payout_paid_after_refund', 'game_win_refused']);

/** Operator API for the alert queue: what needs a person, and marking it handled. */
export function alertAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/alerts',
      summary: 'Alerts that need an operator (open by default), newest first; page with beforeId',
      query: z.object({
        status: z.enum(['open', 'resolved']).default('open'),
        kind: ZAlertKind.optional(),
        beforeId: z.coerce.number().int().positive().optional(),
      }),
    },
    async ({ query }) => listOperatorAlerts(deps, query),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/alerts/:id/resolve',
      summary: 'Mark an alert handled, with a note saying what was done',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.strictObject({ resolution: z.string().trim().min(1, 'cannot be empty').max(500) }),
    },
    async ({ operator, params, body }) => resolveAlertByOperator(deps, operator, params.id, body.resolution),
  );
}
