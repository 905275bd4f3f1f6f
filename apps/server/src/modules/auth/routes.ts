import {
  smsSend,
  ssoGoogleLogin,
  ssoGuest,
  ssoIdLogin,
  ssoLogout,
  ssoModify,
  ssoOtpLogin,
  ssoPasswordLogin,
  ssoRegister,
  threeLoginChannel,
} from '@fairplay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { loginChannels } from './login-channels.ts';
import {
  changePassword,
  loginAsGuest,
  loginWithGoogle,
  loginWithId,
  loginWithOtp,
  loginWithPassword,
  logout,
  type Origin,
  register,
  requestOtp,
} from './service.ts';

function originOf(request: FastifyRequest, body: { deviceNumber?: string | null | undefined }): Origin {
  return { ip: request.ip, deviceNumber: body.deviceNumber ?? null };
}

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, smsSend, async ({ body, ip, user, messages }) =>
    requestOtp(deps, user, { mobile: body.mobile, purpose: String(body.type ?? 'login'), ip, messages }),
  );

  registerCall(app, deps, ssoOtpLogin, async ({ body, request }) =>
    loginWithOtp(deps, body, originOf(request, body)),
  );

  registerCall(app, deps, ssoGuest, async ({ body, request }) =>
    loginAsGuest(deps, body, originOf(request, body)),
  );

  registerCall(app, deps, ssoPasswordLogin, async ({ body, request }) =>
    loginWithPassword(deps, body, originOf(request, body)),
  );

  registerCall(app, deps, ssoIdLogin, async ({ body, request }) =>
    loginWithId(deps, body, originOf(request, body)),
  );

  registerCall(app, deps, ssoGoogleLogin, async ({ body, request }) =>
    loginWithGoogle(deps, body, originOf(request, body)),
  );

  registerCall(app, deps, ssoRegister, async ({ body, request }) =>
    register(deps, body, originOf(request, body)),
  );

  registerCall(app, deps, ssoModify, async ({ body, user, ip }) => changePassword(deps, user, ip, body));

  registerCall(app, deps, ssoLogout, async ({ user }) => logout(deps, user));

  registerCall(app, deps, threeLoginChannel, async () => loginChannels(deps));
}
