import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  MESSAGES,
  ZDeviceDetails,
  ZLoginPassword,
  ZMobile,
  ZOptionalText,
  ZOtpCode,
  ZPassword,
  ZReferralCode,
  ZRequiredText,
} from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import * as routes from '../routes.ts';

/** What every sign-in call returns (spec point 7). */
export const ZSessionResult = z.object({
  sign: z.string().describe('Session token: 256-bit random, hex'),
  uid: z.string().describe("The player's public id"),
  newUserFlag: z.boolean(),
  userId: z.number().int().describe('The numeric id a player logs in with (id + password)'),
});
export type TSessionResult = z.infer<typeof ZSessionResult>;

export const OTP_PURPOSES = ['login', 'register', 'forget', 'bind', 'withdrawPassword'] as const;

export const smsSend = defineCall({
  ...routes.smsSend,
  summary:
    'Send a 6-digit one-time code by SMS (dev: to the outbox). Limited per phone and per IP. Logged in without mobile: to the bound phone.',
  payload: {
    mobile: ZMobile.optional(),
    type: z
      .union([z.enum(OTP_PURPOSES), z.number().int().min(0).max(99), z.string().max(32)], {
        error: fieldMessage('field.mustBeText'),
      })
      .nullish()
      .describe('What the code is for; any code sent to a phone proves possession of it'),
  },
  result: z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
});

export const ssoOtpLogin = defineCall({
  ...routes.ssoOtpLogin,
  summary: 'Phone + one-time code login; creates the account on first login',
  payload: { mobile: ZMobile, verificationCode: ZOtpCode, referralCode: ZReferralCode, ...ZDeviceDetails },
  result: ZSessionResult,
});

export const ssoGuest = defineCall({
  ...routes.ssoGuest,
  summary: 'Creates a guest account and returns its session and generated password (shown once)',
  payload: { referralCode: ZReferralCode, ...ZDeviceDetails },
  result: ZSessionResult.extend({ password: z.string() }),
});

export const ssoPasswordLogin = defineCall({
  ...routes.ssoPasswordLogin,
  summary: 'Phone + password login',
  payload: { mobile: ZMobile, password: ZLoginPassword, referralCode: ZReferralCode },
  result: ZSessionResult,
});

export const ssoIdLogin = defineCall({
  ...routes.ssoIdLogin,
  summary: 'User id + password login',
  payload: {
    userId: z.union([ZRequiredText(MESSAGES.idOrPhoneEmpty, 20), z.number().int().positive()], {
      error: MESSAGES.idOrPhoneEmpty,
    }),
    password: ZLoginPassword,
    referralCode: ZReferralCode,
  },
  result: ZSessionResult,
});

export const ssoGoogleLogin = defineCall({
  ...routes.ssoGoogleLogin,
  summary: "Google sign-in: the ID token's signature, audience, issuer and expiry are verified",
  payload: {
    referralCode: ZReferralCode,
    googleToken: ZRequiredText(fieldMessage('field.googleTokenEmpty'), 8192),
    googleId: ZOptionalText(64).nullable(),
    email: ZOptionalText(254).nullable(),
    name: ZOptionalText(128).nullable(),
    familyName: ZOptionalText(128).nullable(),
    givenName: ZOptionalText(128).nullable(),
    avatar: ZOptionalText(1024).nullable(),
  },
  result: ZSessionResult,
});

export const ssoRegister = defineCall({
  ...routes.ssoRegister,
  summary:
    'Registers by phone (mobile + verificationCode + password) or, with oneClick, creates an account with a generated id and password',
  payload: {
    oneClick: z.boolean().optional(),
    mobile: ZMobile.optional(),
    verificationCode: ZOtpCode.optional(),
    password: ZPassword.optional(),
    referralCode: ZReferralCode,
    ...ZDeviceDetails,
  },
  result: ZSessionResult.extend({ password: z.string().optional() }),
});

export const ssoModify = defineCall({
  ...routes.ssoModify,
  summary:
    'Changes the login password: logged in with oldPassword, or forgotten with mobile + verificationCode',
  payload: {
    mobile: ZMobile.optional(),
    verificationCode: ZOtpCode.optional(),
    oldPassword: ZLoginPassword.optional(),
    newPassword: ZPassword,
  },
  result: z.object({ changed: z.literal(true) }),
});

export const ssoLogout = defineCall({
  ...routes.ssoLogout,
  summary: 'Revokes the current session',
  payload: {},
  result: z.null(),
});

export const threeLoginChannel = defineCall({
  ...routes.threeLoginChannel,
  summary: 'Which sign-in methods are available (Google only when a client id is configured)',
  payload: {},
  result: z.object({
    otp: z.boolean(),
    password: z.boolean(),
    idPassword: z.boolean(),
    guest: z.boolean(),
    oneClick: z.boolean(),
    google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  }),
});
