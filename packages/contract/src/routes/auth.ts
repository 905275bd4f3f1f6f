import type { Route } from '../routes.ts';

/** The routes of the auth calls (calls/auth.ts). */
export const smsSend = { path: '/sms/send', auth: 'optional' } as const satisfies Route;
export const ssoOtpLogin = { path: '/sso/v2/login', auth: 'none' } as const satisfies Route;
export const ssoGuest = { path: '/sso/guest', auth: 'none' } as const satisfies Route;
export const ssoPasswordLogin = { path: '/sso/login', auth: 'none' } as const satisfies Route;
export const ssoIdLogin = { path: '/sso/idlogin', auth: 'none' } as const satisfies Route;
export const ssoGoogleLogin = { path: '/sso/googleLogin', auth: 'none' } as const satisfies Route;
export const ssoRegister = { path: '/sso/register', auth: 'none' } as const satisfies Route;
export const ssoModify = { path: '/sso/modify', auth: 'optional' } as const satisfies Route;
export const ssoLogout = { path: '/sso/logout', auth: 'user' } as const satisfies Route;
export const threeLoginChannel = { path: '/threeLogin/channel', auth: 'none' } as const satisfies Route;
