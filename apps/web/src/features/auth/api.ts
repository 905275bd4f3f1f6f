import type {
  CallResult,
  smsSend,
  ssoGuest,
  ssoRegister,
  TSessionResult,
  threeLoginChannel,
} from '@fairplay/contract';
import { request } from '../../shared/api/client.ts';

export type SessionGrant = TSessionResult & { password?: string };
export type LoginChannels = CallResult<typeof threeLoginChannel>;

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

export const sendCode = (mobile: string, type: string) =>
  request<CallResult<typeof smsSend>>('/sms/send', { mobile: mobile.trim(), type });

export const loginWithOtpCall = (mobile: string, verificationCode: string, referralCode: string) =>
  request<SessionGrant>('/sso/v2/login', {
    mobile: mobile.trim(),
    verificationCode: verificationCode.trim(),
    referralCode: referralCode || null,
    ...deviceDetails(),
  });

export const loginAsGuestCall = (referralCode: string) =>
  request<CallResult<typeof ssoGuest>>('/sso/guest', {
    referralCode: referralCode || null,
    ...deviceDetails(),
  });

export const loginWithPasswordCall = (mobile: string, password: string, referralCode: string) =>
  request<SessionGrant>('/sso/login', {
    mobile: mobile.trim(),
    password,
    referralCode: referralCode || null,
  });

export const loginWithIdCall = (userId: string, password: string, referralCode: string) =>
  request<SessionGrant>('/sso/idlogin', {
    userId: userId.trim(),
    password,
    referralCode: referralCode || null,
  });

export const loginWithGoogleCall = (payload: {
  googleToken: string;
  googleId: string | null;
  email: string | null;
  name: string | null;
  familyName: string | null;
  givenName: string | null;
  avatar: string | null;
  referralCode: string;
}) => request<SessionGrant>('/sso/googleLogin', { ...payload, referralCode: payload.referralCode || null });

export const registerCall = (payload: {
  mobile: string;
  verificationCode: string;
  password: string;
  referralCode: string;
}) =>
  request<CallResult<typeof ssoRegister>>('/sso/register', {
    mobile: payload.mobile.trim(),
    verificationCode: payload.verificationCode.trim(),
    password: payload.password,
    referralCode: payload.referralCode || null,
    ...deviceDetails(),
  });

export const oneClickRegisterCall = (referralCode: string) =>
  request<CallResult<typeof ssoRegister>>('/sso/register', {
    oneClick: true,
    referralCode: referralCode || null,
    ...deviceDetails(),
  });

export const resetPasswordCall = (payload: {
  mobile: string;
  verificationCode: string;
  newPassword: string;
}) =>
  request<{ changed: true }>('/sso/modify', {
    mobile: payload.mobile.trim(),
    verificationCode: payload.verificationCode.trim(),
    newPassword: payload.newPassword,
  });

export const logoutCall = () => request<null>('/sso/logout', {}, { silent: true });

export const loginChannelsCall = () => request<LoginChannels>('/threeLogin/channel', {}, { silent: true });
