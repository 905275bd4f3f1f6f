import type { RequestOf, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { callApi } from '../../shared/api/client.ts';
import { useCallMutation } from '../../shared/api/mutations.ts';

/** The sign-in calls (packages/contract/src/calls/auth.ts); codes by SMS and logging out are in shared/api/auth.ts. */

/** What a sign-in answers: the session, and the generated password of a guest or one-click account. */
export type SessionGrant = ResultOf<typeof calls.ssoRegister>;
export type LoginChannels = ResultOf<typeof calls.threeLoginChannel>;
type GoogleLogin = RequestOf<typeof calls.ssoGoogleLogin>;
type Registration = RequestOf<typeof calls.ssoRegister>;

function deviceDetails() {
  const userAgent = navigator.userAgent;
  const android = /Android ([\d.]+)/.exec(userAgent);
  const model = /Android [\d.]+; ([^;)]+)/.exec(userAgent);
  return {
    deviceName: (model?.[1] ?? navigator.platform ?? 'Web').slice(0, 120),
    systemVersion: (android ? `Android ${android[1]}` : 'Web').slice(0, 60),
    appVersion: '1.0.0',
  };
}

export const loginWithOtpCall = (mobile: string, verificationCode: string, referralCode: string) =>
  callApi(calls.ssoOtpLogin, {
    mobile: mobile.trim(),
    verificationCode: verificationCode.trim(),
    referralCode: referralCode || null,
    ...deviceDetails(),
  });

export const loginAsGuestCall = (referralCode: string) =>
  callApi(calls.ssoGuest, { referralCode: referralCode || null, ...deviceDetails() });

export const loginWithPasswordCall = (mobile: string, password: string, referralCode: string) =>
  callApi(calls.ssoPasswordLogin, { mobile: mobile.trim(), password, referralCode: referralCode || null });

export const loginWithIdCall = (userId: string, password: string, referralCode: string) =>
  callApi(calls.ssoIdLogin, { userId: userId.trim(), password, referralCode: referralCode || null });

export const loginWithGoogleCall = (payload: Omit<GoogleLogin, 'referralCode'> & { referralCode: string }) =>
  callApi(calls.ssoGoogleLogin, { ...payload, referralCode: payload.referralCode || null });

export const registerCall = (
  payload: Required<Pick<Registration, 'mobile' | 'verificationCode' | 'password'>> & {
    referralCode: string;
  },
) =>
  callApi(calls.ssoRegister, {
    mobile: payload.mobile.trim(),
    verificationCode: payload.verificationCode.trim(),
    password: payload.password,
    referralCode: payload.referralCode || null,
    ...deviceDetails(),
  });

export const oneClickRegisterCall = (referralCode: string) =>
  callApi(calls.ssoRegister, { oneClick: true, referralCode: referralCode || null, ...deviceDetails() });

/** A forgotten password: phone + code + new password (nothing cached changes: no session yet). */
export const useResetPassword = () => useCallMutation(calls.ssoModify);

export const loginChannelsCall = () => callApi(calls.threeLoginChannel, {}, { silent: true });
