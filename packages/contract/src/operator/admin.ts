import { z } from 'zod';
import { defineOperatorCall, pageOf, ZIdParams, ZInstant, ZPaging } from './define.ts';
import { PERMISSION_NAMES, type Permission, PUBLIC, SIGNED_IN, STAFF_ROLES } from './permissions.ts';

/**
 * Staff sign-in (password, then a TOTP second factor; enrolment on the first sign-in), the signed-in
 * staff member's own account, staff and roles, sessions, the audit log and operator settings.
 */

export const ZStaffRole = z.enum(STAFF_ROLES);
export const ZPermission = z.enum(PERMISSION_NAMES as [Permission, ...Permission[]]);

const ZUsername = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'may hold letters, digits, dot, dash and underscore');
const ZNewPassword = z
  .string()
  .min(12, 'must be at least 12 characters')
  .max(128, 'must be at most 128 characters');
/** A code from the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
const ZSecondFactorCode = z
  .string()
  .trim()
  .min(6, 'must be the 6 digits of your authenticator app or a recovery code')
  .max(16)
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, 'must be 6 digits or a recovery code');
const ZChallenge = z.string().regex(/^[0-9a-f]{64}$/, 'is not a sign-in challenge');

export const operatorLogin = defineOperatorCall({
  method: 'POST',
  path: '/login',
  access: PUBLIC,
  summary:
    'Password step of a staff sign-in: never a token. Without a second factor yet: an enrolment challenge with the TOTP secret; else a TOTP challenge',
  body: z.strictObject({
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    /**
     * The browser's own random id (the console keeps one): a browser that signed in to this account
     * before is not held back when strangers' wrong guesses slow the account down everywhere else.
     */
    deviceId: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional(),
  }),
  result: z.union([
    z.object({
      enrolRequired: z.literal(true),
      challenge: z.string(),
      secret: z.string().describe('Base32 TOTP secret, shown once'),
      otpauthUrl: z.string(),
      expiresAt: ZInstant,
    }),
    z.object({ totpRequired: z.literal(true), challenge: z.string(), expiresAt: ZInstant }),
  ]),
});

const ZSessionAnswer = z.object({ token: z.string(), expiresAt: ZInstant });

export const operatorEnrol = defineOperatorCall({
  method: 'POST',
  path: '/login/enrol',
  access: PUBLIC,
  summary:
    'Ends a first sign-in: a code from the new authenticator proves it; gives the token and recovery codes',
  body: z.strictObject({
    challenge: ZChallenge,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be 6 digits'),
  }),
  result: ZSessionAnswer.extend({ recoveryCodes: z.array(z.string()) }),
});

export const operatorTotp = defineOperatorCall({
  method: 'POST',
  path: '/login/totp',
  access: PUBLIC,
  summary: 'Ends a sign-in with a code from the authenticator app, or with an unused recovery code',
  body: z.strictObject({ challenge: ZChallenge, code: ZSecondFactorCode }),
  result: ZSessionAnswer.extend({ recoveryCodesLeft: z.number().int().nonnegative() }),
});

export const operatorLogout = defineOperatorCall({
  method: 'POST',
  path: '/logout',
  access: SIGNED_IN,
  summary: 'Ends the signed-in session (its token stops working at once)',
  body: z.object({}).optional(),
  result: z.object({ loggedOut: z.literal(true) }),
});

export const operatorStepUp = defineOperatorCall({
  method: 'POST',
  path: '/step-up',
  access: SIGNED_IN,
  summary:
    'A fresh second factor for this session: approvals, adjustments and permission changes for 5 minutes',
  body: z.strictObject({ code: ZSecondFactorCode }),
  result: z.object({ stepUpUntil: ZInstant }),
});

export const operatorMe = defineOperatorCall({
  method: 'GET',
  path: '/me',
  access: SIGNED_IN,
  summary: 'The signed-in staff member: role, permissions, step-up window, and the region the money is in',
  result: z.object({
    staffId: z.number().int(),
    username: z.string(),
    role: ZStaffRole,
    permissions: z.array(ZPermission),
    stepUpUntil: ZInstant.nullable(),
    recoveryCodesLeft: z.number().int().nonnegative(),
    region: z.object({
      code: z.string(),
      currency: z.string(),
      currencyDecimals: z.number().int(),
      timeZone: z.string(),
      languageKey: z.string(),
    }),
  }),
});

export const changeOperatorPassword = defineOperatorCall({
  method: 'POST',
  path: '/password',
  access: SIGNED_IN,
  summary: "Change the signed-in staff member's password; their other sessions end",
  body: z.strictObject({
    currentPassword: z.string().min(1, 'cannot be empty').max(128),
    newPassword: ZNewPassword,
  }),
  result: z.object({ changed: z.literal(true) }),
});

export const regenerateRecoveryCodes = defineOperatorCall({
  method: 'POST',
  path: '/recovery-codes',
  access: SIGNED_IN,
  stepUp: true,
  summary: 'New recovery codes for the signed-in staff member (the old ones stop working)',
  body: z.object({}).optional(),
  result: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const ZStaffMember = z.object({
  staffId: z.number().int(),
  username: z.string(),
  role: ZStaffRole,
  isEnrolled: z.boolean(),
  isDisabled: z.boolean(),
  playerUserId: z.number().int().nullable(),
  createdAt: ZInstant,
  createdBy: z.string().nullable(),
  lastSeenAt: ZInstant.nullable(),
  activeSessions: z.number().int().nonnegative(),
});
export type TStaffMember = z.output<typeof ZStaffMember>;

export const listStaff = defineOperatorCall({
  method: 'GET',
  path: '/staff',
  access: 'staff.read',
  summary: 'Every staff member with role, second-factor enrolment, state and last activity',
  result: z.object({ staff: z.array(ZStaffMember) }),
});

export const createStaff = defineOperatorCall({
  method: 'POST',
  path: '/staff',
  access: 'staff.manage',
  stepUp: true,
  summary:
    'Create a staff member with a role no stronger than your own; they enrol a second factor at their first sign-in',
  body: z.strictObject({
    username: ZUsername,
    password: ZNewPassword,
    role: ZStaffRole,
    /** Their own player account, if they have one: they may never approve money for it. */
    playerUserId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  result: ZStaffMember,
});

export const changeStaffRole = defineOperatorCall({
  method: 'POST',
  path: '/staff/:id/role',
  access: 'staff.manage',
  stepUp: true,
  summary: 'Give a staff member another role (never one stronger than your own; the last super-admin stays)',
  params: ZIdParams,
  body: z.strictObject({ role: ZStaffRole }),
  result: ZStaffMember,
});

export const setStaffDisabled = defineOperatorCall({
  method: 'POST',
  path: '/staff/:id/disabled',
  access: 'staff.manage',
  stepUp: true,
  summary: 'Disable a staff member (their sessions end) or enable them again; the last super-admin stays',
  params: ZIdParams,
  body: z.strictObject({ disabled: z.boolean() }),
  result: ZStaffMember,
});

export const resetStaffSecondFactor = defineOperatorCall({
  method: 'POST',
  path: '/staff/:id/reset-second-factor',
  access: 'staff.manage',
  stepUp: true,
  summary:
    'A lost phone: the staff member enrols a new second factor at their next sign-in; their sessions end',
  params: ZIdParams,
  body: z.object({}).optional(),
  result: ZStaffMember,
});

export const ZRolePermissions = z.object({
  role: ZStaffRole,
  permissions: z.array(ZPermission),
  isEditable: z.boolean(),
  members: z.number().int().nonnegative(),
});

export const listRoles = defineOperatorCall({
  method: 'GET',
  path: '/roles',
  access: 'staff.read',
  summary: 'The role x permission matrix, with what each permission allows',
  result: z.object({
    roles: z.array(ZRolePermissions),
    permissions: z.array(z.object({ permission: ZPermission, description: z.string() })),
  }),
});

export const setRolePermissions = defineOperatorCall({
  method: 'PUT',
  path: '/roles/:role/permissions',
  access: 'roles.manage',
  stepUp: true,
  summary:
    "Replace a role's permissions: you grant only permissions you hold; super-admin always holds all of them",
  params: z.object({ role: ZStaffRole }),
  body: z.strictObject({ permissions: z.array(ZPermission).max(100) }),
  result: ZRolePermissions,
});

export const ZStaffSession = z.object({
  sessionId: z.number().int(),
  staffId: z.number().int(),
  username: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: ZInstant,
  lastSeenAt: ZInstant.nullable(),
  expiresAt: ZInstant,
  isCurrent: z.boolean(),
});

export const listStaffSessions = defineOperatorCall({
  method: 'GET',
  path: '/sessions',
  access: SIGNED_IN,
  summary: "Live staff sessions: your own, or with staff.read everyone's (staffId names one member)",
  query: z.object({
    staffId: z.coerce.number().int().positive().optional(),
    all: z.enum(['true', 'false']).optional(),
  }),
  result: z.object({ sessions: z.array(ZStaffSession) }),
});

export const revokeStaffSession = defineOperatorCall({
  method: 'POST',
  path: '/sessions/:id/revoke',
  access: SIGNED_IN,
  summary: "End a staff session: your own, or with staff.manage anyone's",
  params: ZIdParams,
  body: z.object({}).optional(),
  result: z.object({ revoked: z.boolean() }),
});

export const ZAuditEntry = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  actor: z.string(),
  staffId: z.number().int().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: ZInstant,
  hash: z.string(),
});
export type TAuditEntry = z.output<typeof ZAuditEntry>;

const ZAuditFilters = {
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

export const listAudit = defineOperatorCall({
  method: 'GET',
  path: '/audit',
  access: 'audit.read',
  summary: 'The audit log, newest first, filtered by actor, action (prefix), target and time',
  query: z.object({ ...ZAuditFilters, ...ZPaging }),
  result: pageOf(ZAuditEntry),
});

/** The most rows one export holds. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;

export const exportAudit = defineOperatorCall({
  method: 'GET',
  path: '/audit/export',
  access: 'audit.read',
  summary: `The audit log as CSV with the same filters (newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows and 32 MB; the header x-export-truncated says whether it was cut; one export at a time); the export is itself audited`,
  query: z.object(ZAuditFilters),
  result: z.string().describe('text/csv'),
  produces: 'text/csv',
});

export const ZAuditVerification = z.object({
  isIntact: z.boolean(),
  rows: z.number().int().nonnegative(),
  headSeq: z.number().int().nonnegative(),
  problems: z.array(z.object({ seq: z.number().int(), problem: z.string() })),
  checkedAt: ZInstant,
});

export const verifyAudit = defineOperatorCall({
  method: 'POST',
  path: '/audit/verify',
  access: 'audit.read',
  summary: 'Walk the hash chain of the whole audit log (as npm run audit:verify does)',
  body: z.object({}).optional(),
  result: ZAuditVerification,
});

export const ZSettingKeyParams = z.object({ key: z.string().min(1).max(40) });

export const readSetting = defineOperatorCall({
  method: 'GET',
  path: '/settings/:key',
  access: 'settings.read',
  summary: 'Read an operator setting',
  params: ZSettingKeyParams,
  result: z.unknown(),
});

export const replaceSetting = defineOperatorCall({
  method: 'PUT',
  path: '/settings/:key',
  access: 'settings.write',
  stepUp: true,
  summary: 'Replace an operator setting (validated by its schema; audited with before and after)',
  params: ZSettingKeyParams,
  body: z.unknown(),
  result: z.unknown(),
});

export const queueCounts = defineOperatorCall({
  method: 'GET',
  path: '/queues/counts',
  access: SIGNED_IN,
  summary: 'What waits for a person in each queue the signed-in member may see (null: not theirs to see)',
  result: z.object({
    withdrawals: z.number().int().nullable(),
    deposits: z.number().int().nullable(),
    feedback: z.number().int().nullable(),
    adjustments: z.number().int().nullable(),
    alerts: z.number().int().nullable(),
    /** Open player-protection cases nobody is assigned to yet. */
    protection: z.number().int().nullable(),
  }),
});
