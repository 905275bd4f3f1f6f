/**
 * Who may do what in the operator console (zod-free: the server enforces it, the console hides
 * what the server would refuse). Every operator route names one permission, or is open to any
 * signed-in staff member (their own session, password and second factor).
 */

/** Every permission, with what it lets a staff member do (the console shows these words). */
export const PERMISSIONS = {
  'withdrawals.read': 'See the withdrawal queue and orders',
  'withdrawals.decide': 'Approve, hold and reject withdrawals',
  'deposits.read': 'See deposits under review and their receipts',
  'deposits.decide': 'Approve and reject transfer deposits, match bank statements',
  'feedback.read': 'Read player feedback',
  'feedback.reply': 'Reply to and close player feedback',
  'players.read': 'Search players and open their page',
  'players.notes': 'Write notes and tags on players',
  'players.control': "Close a player's deposits, lock the account, end their sessions",
  'adjustments.request': 'Request a manual balance adjustment',
  'adjustments.approve': 'Approve or reject a manual balance adjustment requested by someone else',
  'freezes.manage': 'See and clear frozen withdrawals',
  'alerts.manage': 'See and resolve operator alerts',
  'mail.send': 'Send inbox messages to players',
  'rewards.grant': 'Attach a claimable reward (money) to an inbox message',
  'giftCodes.issue': 'Issue gift codes',
  'settings.read': 'Read operator settings',
  'settings.write': 'Change operator settings',
  'jobs.manage': 'See scheduled jobs and run them now',
  'audit.read': 'Search, export and verify the audit log',
  'staff.read': 'See staff members, their roles and sessions',
  'staff.manage': 'Create staff, change their role, disable them, end their sessions',
  'roles.manage': 'Change which permissions a role holds',
  'protection.read': "See player-protection cases: harm markers and staff's notes",
  'protection.manage': "Assign, note and resolve player-protection cases; lower a player's limit",
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** A route any signed-in staff member may call (their own account), or only the sign-in steps. */
export const SIGNED_IN = 'signed-in';
export const PUBLIC = 'public';
export type RouteAccess = Permission | typeof SIGNED_IN | typeof PUBLIC;

export const STAFF_ROLES = ['support', 'payments', 'risk', 'finance', 'marketing', 'super-admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role that always holds every permission; its set cannot be edited, and one always remains. */
export const SUPER_ADMIN: StaffRole = 'super-admin';

/**
 * Each role's permissions until a super-admin changes them (roles.manage). Money leaves only with
 * withdrawals.decide, and reaches a player outside a deposit only with adjustments.approve,
 * rewards.grant or giftCodes.issue (each with a fresh second factor); support reads and answers,
 * and may only ask.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  support: [
    'withdrawals.read',
    'deposits.read',
    'feedback.read',
    'feedback.reply',
    'players.read',
    'players.notes',
    'adjustments.request',
    'mail.send',
    'protection.read',
    'protection.manage',
  ],
  payments: [
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'deposits.decide',
    'players.read',
    'players.notes',
    'adjustments.request',
    'freezes.manage',
    'alerts.manage',
    'settings.read',
  ],
  risk: [
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'players.read',
    'players.notes',
    'players.control',
    'freezes.manage',
    'alerts.manage',
    'audit.read',
    'protection.read',
    'protection.manage',
  ],
  finance: [
    'withdrawals.read',
    'withdrawals.decide',
    'deposits.read',
    'deposits.decide',
    'players.read',
    'adjustments.request',
    'adjustments.approve',
    'mail.send',
    'rewards.grant',
    'settings.read',
    'jobs.manage',
    'audit.read',
  ],
  marketing: ['players.read', 'mail.send', 'giftCodes.issue', 'settings.read', 'feedback.read'],
  'super-admin': PERMISSION_NAMES,
};

/** Does this set of permissions allow a route of this access? */
export function allows(permissions: readonly string[], access: RouteAccess): boolean {
  if (access === PUBLIC || access === SIGNED_IN) return true;
  return permissions.includes(access);
}

/** The permissions of `wanted` that `held` lacks: a staff member grants nothing beyond their own. */
export function permissionsBeyond(held: readonly string[], wanted: readonly string[]): string[] {
  return wanted.filter((permission) => !held.includes(permission));
}

/** How long a fresh second factor (sign-in or step-up) lets money and permissions change. */
export const STEP_UP_WINDOW_MS = 5 * 60_000;
