import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/auth.ts';
import { listAlerts, resolveAlert } from './service.ts';

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
    async ({ query }) => {
      const { alerts, nextBeforeId } = await listAlerts(deps.db, query);
      return {
        alerts: alerts.map((alert) => ({
          id: alert.id,
          kind: alert.kind,
          reference: alert.reference,
          severity: alert.severity,
          userId: alert.userId,
          details: alert.details,
          createdAt: alert.createdAt.toISOString(),
          resolvedAt: alert.resolvedAt?.toISOString() ?? null,
          resolvedBy: alert.resolvedBy,
          resolution: alert.resolution,
        })),
        nextBeforeId,
      };
    },
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
    async ({ admin, params, body, request }) =>
      deps.db.transaction(async (tx) => {
        const at = deps.clock.now();
        const isResolved = await resolveAlert(tx, {
          id: params.id,
          resolvedBy: admin.username,
          resolution: body.resolution,
          at,
        });
        if (!isResolved) throw AppError.conflict('The alert is not open');
        await audit(tx, {
          admin,
          action: 'alert.resolve',
          targetType: 'alert',
          targetId: params.id,
          details: { resolution: body.resolution },
          ip: request.ip,
          requestId: request.id,
          at,
        });
        return { id: params.id, resolved: true };
      }),
  );
}
