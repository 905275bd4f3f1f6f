import { clientErrorReports, clientEvents } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';

/** Keeps an error report (a stack trace) the app sent, with where it came from. */
export async function saveErrorReport(
  deps: AppDeps,
  userId: number | null,
  report: { deviceNumber?: string | null; appPackageName?: string | null; data: string },
  origin: { ip: string; requestId: string },
) {
  await deps.db.insert(clientErrorReports).values({
    userId,
    deviceNumber: report.deviceNumber ?? null,
    appPackageName: report.appPackageName ?? null,
    data: report.data,
    ip: origin.ip,
    requestId: origin.requestId,
    createdAt: deps.clock.now(),
  });
  return null;
}

/** Keeps an attribution or funnel event the app reported. */
export async function saveClientEvent(
  deps: AppDeps,
  userId: number | null,
  event: { deviceNumber?: string | null; event: string; data?: string | null },
) {
  await deps.db.insert(clientEvents).values({
    userId,
    deviceNumber: event.deviceNumber ?? null,
    event: event.event,
    data: event.data ?? null,
    createdAt: deps.clock.now(),
  });
  return null;
}
