import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { exportAudit, listAudit, verifyAudit } from './audit-log.ts';
import { enrolStep, passwordStep, type StaffClient, totpStep } from './login.ts';
import { operatorRoute, publicOperatorRoute } from './operator-route.ts';
import {
  changeOwnPassword,
  listStaffSessions,
  logOut,
  me,
  regenerateRecoveryCodes,
  revokeStaffSession,
} from './operator-session.ts';
import { queueCounts } from './queue-counts.ts';
import { listRoles, setRolePermissions } from './roles.ts';
import { stepUp } from './second-factor.ts';
import { readSetting, replaceSetting } from './settings.ts';
import {
  changeStaffRole,
  createStaff,
  listStaff,
  resetStaffSecondFactor,
  setStaffDisabled,
} from './staff.ts';

function clientOf(request: { ip: string; id: string; headers: Record<string, unknown> }): StaffClient {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null, requestId: request.id };
}

/**
 * The operator API's own calls (DESIGN.md section 8): sign-in, the staff member's account and
 * sessions, staff and roles, the audit log, settings and the queue counts; each domain registers
 * its own operator calls beside its player calls.
 */
export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  publicOperatorRoute(app, deps, ops.operatorLogin, async ({ body, request, reply }) => {
    const answer = await passwordStep(deps, body, clientOf(request));
    if (!('waitMs' in answer)) return answer;
    reply.header('retry-after', String(Math.ceil(answer.waitMs / 1000)));
    throw AppError.tooManyRequests('operator.tooManyAttempts');
  });
  publicOperatorRoute(app, deps, ops.operatorEnrol, async ({ body, request }) =>
    enrolStep(deps, body, clientOf(request)),
  );
  publicOperatorRoute(app, deps, ops.operatorTotp, async ({ body, request }) =>
    totpStep(deps, body, clientOf(request)),
  );

  operatorRoute(app, deps, ops.operatorLogout, async ({ operator, token }) => logOut(deps, operator, token));
  operatorRoute(app, deps, ops.operatorStepUp, async ({ operator, body }) =>
    stepUp(deps, operator, body.code),
  );
  operatorRoute(app, deps, ops.operatorMe, async ({ operator }) => me(deps, operator));
  operatorRoute(app, deps, ops.changeOperatorPassword, async ({ operator, token, body }) =>
    changeOwnPassword(deps, operator, token, body),
  );
  operatorRoute(app, deps, ops.regenerateRecoveryCodes, async ({ operator }) =>
    regenerateRecoveryCodes(deps, operator),
  );
  operatorRoute(app, deps, ops.listStaffSessions, async ({ operator, query }) =>
    listStaffSessions(deps, operator, query),
  );
  operatorRoute(app, deps, ops.revokeStaffSession, async ({ operator, params }) =>
    revokeStaffSession(deps, operator, params.id),
  );

  operatorRoute(app, deps, ops.listStaff, async () => listStaff(deps));
  operatorRoute(app, deps, ops.createStaff, async ({ operator, body }) => createStaff(deps, operator, body));
  operatorRoute(app, deps, ops.changeStaffRole, async ({ operator, params, body }) =>
    changeStaffRole(deps, operator, params.id, body.role),
  );
  operatorRoute(app, deps, ops.setStaffDisabled, async ({ operator, params, body }) =>
    setStaffDisabled(deps, operator, params.id, body.disabled),
  );
  operatorRoute(app, deps, ops.resetStaffSecondFactor, async ({ operator, params }) =>
    resetStaffSecondFactor(deps, operator, params.id),
  );
  operatorRoute(app, deps, ops.listRoles, async () => listRoles(deps));
  operatorRoute(app, deps, ops.setRolePermissions, async ({ operator, params, body }) =>
    setRolePermissions(deps, operator, params.role, body.permissions),
  );

  operatorRoute(app, deps, ops.listAudit, async ({ operator, query }) => listAudit(deps, operator, query));
  operatorRoute(app, deps, ops.exportAudit, async ({ operator, query, reply }) => {
    const { csv, isTruncated } = await exportAudit(deps, operator, query);
    reply.header('content-disposition', 'attachment; filename="audit-log.csv"');
    reply.header('x-export-truncated', String(isTruncated));
    return csv;
  });
  operatorRoute(app, deps, ops.verifyAudit, async () => verifyAudit(deps));

  operatorRoute(app, deps, ops.readSetting, async ({ params }) => readSetting(deps, params.key));
  operatorRoute(app, deps, ops.replaceSetting, async ({ operator, params, body }) =>
    replaceSetting(deps, operator, params.key, body),
  );
  operatorRoute(app, deps, ops.queueCounts, async ({ operator }) => queueCounts(deps, operator));
}
