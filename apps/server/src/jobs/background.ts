import type { AppDeps } from '../kernel/context.ts';
import { forgetOldClientReports } from '../modules/app/client-reports.ts';
import { forgetOldThrottles } from '../modules/auth/login-throttle.ts';
import { reconcilePendingDeposits } from '../modules/deposit/online.ts';
import { deliverDueCallbacks, httpTransport } from '../modules/sandbox-gateway/delivery.ts';
import type { SandboxGateway } from '../modules/sandbox-gateway/gateway.ts';
import { SCHEDULED_JOBS } from '../modules/scheduler/jobs.ts';
import { runDueJobs } from '../modules/scheduler/scheduler.ts';
import { forgetOldSeamlessRequests } from '../modules/seamless/service.ts';
import { reconcilePayouts } from '../modules/withdraw/review.ts';
import { cashOutIdleRounds, type ProviderDeps, settleStuckRounds } from '../provider/service.ts';

const DELIVERY_INTERVAL_MS = 1_000;
const STUCK_ROUNDS_INTERVAL_MS = 15_000;
const IDLE_ROUNDS_INTERVAL_MS = 60_000;
const SCHEDULER_INTERVAL_MS = 60_000;
/** Old login throttles, seamless answers and the app's reports are deleted hourly. */
const THROTTLE_CLEANUP_INTERVAL_MS = 3_600_000;

/**
 * The work a server process does between requests: the sandbox gateway's callback delivery (when
 * the sandbox serves), deposit and payout reconciliation (when a gateway is configured: nothing
 * asks a gateway that is not there), stuck and idle game rounds, the scheduled promotion jobs, and
 * the hourly clean-up of old login throttles, seamless answers and the app's error reports and events.
 * Safe with several processes (rows are leased, credits are idempotent).
 * Returns a stop function that waits for the current round to finish. `scheduledJobs: false` leaves
 * the promotion jobs to the operator's /jobs/run (tests that pick the period themselves).
 */
export function startBackgroundJobs(
  deps: AppDeps,
  sandbox: SandboxGateway | null,
  provider: ProviderDeps,
  { scheduledJobs = true }: { scheduledJobs?: boolean } = {},
): () => Promise<void> {
  let isStopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const guarded = (name: string, work: () => Promise<unknown>) => () => {
    if (isStopped) return;
    running = running
      .then(work)
      .catch((error: unknown) => deps.log.error({ err: error, job: name }, 'background job failed'));
  };
  const deliver = guarded('sandbox-callbacks', () => deliverDueCallbacks(deps, httpTransport));
  const reconcile = guarded('reconciliation', async () => {
    await reconcilePendingDeposits(deps, deps.config.reconcileAfterMs);
    await reconcilePayouts(deps, deps.config.reconcileAfterMs);
  });
  const settleRounds = guarded('provider-stuck-rounds', () => settleStuckRounds(provider));
  const cashOutIdle = guarded('provider-idle-rounds', () =>
    cashOutIdleRounds(provider, deps.config.gameRoundIdleMs),
  );
  const schedule = guarded('scheduler', () => runDueJobs(deps, SCHEDULED_JOBS));
  const forgetThrottles = guarded('login-throttle-cleanup', () =>
    forgetOldThrottles(deps.db, deps.clock.now()),
  );
  const forgetSeamlessAnswers = guarded('seamless-request-cleanup', () =>
    forgetOldSeamlessRequests(deps.db, deps.clock.now()),
  );
  const forgetClientReports = guarded('client-report-cleanup', () =>
    forgetOldClientReports(deps.db, deps.clock.now()),
  );
  const timers = [
    setInterval(settleRounds, STUCK_ROUNDS_INTERVAL_MS),
    setInterval(cashOutIdle, IDLE_ROUNDS_INTERVAL_MS),
    setInterval(forgetThrottles, THROTTLE_CLEANUP_INTERVAL_MS),
    setInterval(forgetSeamlessAnswers, THROTTLE_CLEANUP_INTERVAL_MS),
    setInterval(forgetClientReports, THROTTLE_CLEANUP_INTERVAL_MS),
  ];
  if (sandbox) {
    sandbox.onQueued = () => setTimeout(deliver, 20);
    timers.push(setInterval(deliver, DELIVERY_INTERVAL_MS));
  }
  if (deps.gateway) timers.push(setInterval(reconcile, deps.config.reconcileIntervalMs));
  if (scheduledJobs) {
    timers.push(setTimeout(schedule, 2_000), setInterval(schedule, SCHEDULER_INTERVAL_MS));
  }
  return async () => {
    isStopped = true;
    if (sandbox) sandbox.onQueued = null;
    for (const timer of timers) clearInterval(timer);
    await running;
  };
}
