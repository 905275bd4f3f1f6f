import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import {
  addRgCaseNote,
  assignRgCase,
  listRgCases,
  lowerPlayerLimit,
  readRgCase,
  resolveRgCase,
} from './operator-cases.ts';

/** Operator API for player protection: the case queue (list, read, assign, note, resolve) and lowering a limit. */
export function rgAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listRgCases, async ({ operator, query }) =>
    listRgCases(deps, operator, query),
  );
  operatorRoute(app, deps, ops.getRgCase, async ({ params }) => readRgCase(deps, params.id));
  operatorRoute(app, deps, ops.assignRgCase, async ({ operator, params, body }) =>
    assignRgCase(deps, operator, params.id, body.username),
  );
  operatorRoute(app, deps, ops.addRgCaseNote, async ({ operator, params, body }) =>
    addRgCaseNote(deps, operator, params.id, body.text),
  );
  operatorRoute(app, deps, ops.resolveRgCase, async ({ operator, params, body }) =>
    resolveRgCase(deps, operator, params.id, body),
  );
  operatorRoute(app, deps, ops.lowerPlayerLimit, async ({ operator, params, body }) =>
    lowerPlayerLimit(deps, operator, params.userId, body),
  );
}
