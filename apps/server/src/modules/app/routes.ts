import {
  appStackUpload,
  gconfig,
  LANGUAGES,
  languagesPath,
  serviceIndex as serviceIndexCall,
  successEnvelope,
  transferEventUpload,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { clientConfig, serviceIndex } from './client-config.ts';
import { saveClientEvent, saveErrorReport } from './client-reports.ts';

export function appConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, gconfig, async () => clientConfig(deps));

  app.get(
    `/api${languagesPath}`,
    { schema: { summary: 'Interface languages', tags: ['language'] } },
    async () => successEnvelope(LANGUAGES.map((language) => ({ ...language }))),
  );

  registerCall(app, deps, appStackUpload, async ({ body, user, ip, requestId }) =>
    saveErrorReport(deps, user?.userId ?? null, body, { ip, requestId }),
  );

  registerCall(app, deps, transferEventUpload, async ({ body, user }) =>
    saveClientEvent(deps, user?.userId ?? null, body),
  );

  registerCall(app, deps, serviceIndexCall, async ({ body }) => serviceIndex(deps, body.locale));
}
