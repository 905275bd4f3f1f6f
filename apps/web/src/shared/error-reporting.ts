import { uploadErrorReport } from './api/app.ts';
import { commonFields } from './api/client.ts';
import { useAppStore } from './store/app-store.ts';
import { useSessionStore } from './store/session-store.ts';

const MAX_REPORTS_PER_PAGE_LOAD = 10;
const MAX_REPORT_LENGTH = 16_000;
let sent = 0;
const seen = new Set<string>();

/** Uploads an uncaught error (spec points 3 and 8): once per distinct message, at most 10 per load. */
export function reportError(error: unknown, context = ''): void {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  const data = `${context}${context ? '\n' : ''}${text}`.slice(0, MAX_REPORT_LENGTH);
  console.error(error);
  if (sent >= MAX_REPORTS_PER_PAGE_LOAD || seen.has(data)) return;
  seen.add(data);
  sent += 1;
  const app = useAppStore.getState();
  const body = {
    ...commonFields(),
    appId: app.appId,
    appPackageName: 'Web',
    deviceNumber: app.deviceNumber,
    data: `${location.pathname}\n${data}`.slice(0, MAX_REPORT_LENGTH),
    userId: useSessionStore.getState().userInfo?.id ?? null,
  };
  uploadErrorReport(body);
}

/** Catches what nothing else caught. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window.onerror'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
}
