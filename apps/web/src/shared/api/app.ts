import type { RequestOf, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { callApiOrThrow } from './client.ts';
import { callKey, isKeyOf } from './queries.ts';

/** The app's calls (packages/contract/src/calls/app.ts): the server configuration, service contacts, error reports. */

export type GlobalConfig = ResultOf<typeof calls.gconfig>;
export type ServiceInfo = ResultOf<typeof calls.serviceIndex>;

/** The server configuration, read once at start (spec point 7) and kept for the visit. */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: callKey(calls.gconfig),
    queryFn: () => callApiOrThrow(calls.gconfig, {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const serviceInfoQuery = () =>
  queryOptions({
    queryKey: callKey(calls.serviceIndex),
    queryFn: () => callApiOrThrow(calls.serviceIndex, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });

/** Answers that are the same for every player (configuration, service contacts): kept when a session ends. */
export function isPlayerFreeAnswer(queryKey: QueryKey): boolean {
  return isKeyOf(queryKey, calls.gconfig) || isKeyOf(queryKey, calls.serviceIndex);
}

/** Uploads an error report; `keepalive` lets it leave while the page unloads, and it never fails the page. */
export function uploadErrorReport(report: RequestOf<typeof calls.appStackUpload>): void {
  void fetch(`/api${calls.appStackUpload.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {
    // Reporting must never fail the page.
  });
}
