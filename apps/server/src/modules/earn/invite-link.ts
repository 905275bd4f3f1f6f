import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';

/** The site address invite links point at: PUBLIC_URL, or the address the player reached us on. */
export function publicBaseUrl(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Makes the invite link of an invite code, on the address of this request. */
export function inviteLinkOf(deps: AppDeps, request: FastifyRequest): (code: string) => string {
  return (code) => `${publicBaseUrl(deps, request)}/?invite_code=${code}`;
}
