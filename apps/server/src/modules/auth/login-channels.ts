import type { AppDeps } from '../../kernel/context.ts';

/** The ways a player can sign in here; Google only when a client id is configured. */
export async function loginChannels(deps: AppDeps) {
  return {
    otp: true,
    password: true,
    idPassword: true,
    guest: true,
    oneClick: true,
    google: { enabled: deps.google !== null, clientId: deps.google?.clientId ?? null },
  };
}
