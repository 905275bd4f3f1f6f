import { isIPv6 } from 'node:net';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema.ts';
import { sha256Hex } from '../../platform/secrets.ts';

/**
 * Password guessing is slowed, never locked (decision 010). Wrong passwords are counted for the
 * account from one client address, for the account from everywhere, and for the address across
 * accounts; past a free number each further failure makes that key wait longer before the next try
 * (2 s, 4 s, 8 s, ... up to 15 minutes). A stranger can slow their own guesses, but cannot lock the
 * owner out: the owner's address has its own count, and the account-wide count (a hundred failures
 * from many addresses before any delay) does not hold back a device that has logged in to the
 * account before (its random install id, which a stranger does not know). Unknown accounts are
 * counted and answered exactly like known ones.
 */
export interface ThrottlePolicy {
  /** Failures before the first delay. */
  free: number;
}

const POLICIES = {
  accountFromClient: { free: 5 },
  account: { free: 100 },
  client: { free: 50 },
} as const satisfies Record<string, ThrottlePolicy>;

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A key forgets its failures after this long without one. */
const QUIET_RESET_MS = 60 * 60_000;
/** Keys untouched this long are deleted by the cleanup job (the table stays bounded). */
export const THROTTLE_RETENTION_MS = 24 * 3_600_000;

/** The wait after the n-th failure of a key with this policy (0 within the free failures). */
export function delayAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures <= policy.free) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(failures - policy.free - 1, 30));
}

export interface ThrottleKeys {
  /** Which door: "player" or "operator" (their counts never mix). */
  realm: 'player' | 'operator';
  /** The account the password is for: its id when it exists, else what was typed (normalised). */
  account: string;
  /** The client address the attempt came from (already resolved through trusted proxies). */
  client: string;
  /** The app's install id (deviceNumber), when it sent one. */
  device?: string | null | undefined;
}

/** A device that logged in to an account is known to it this long after its last success. */
export const KNOWN_DEVICE_MS = 30 * 86_400_000;

/** The row marking a device that has logged in to the account (its id hashed). */
function knownDeviceKey(keys: ThrottleKeys): string | null {
  if (!keys.device) return null;
  return `${keys.realm}:known:${keys.account}|device:${sha256Hex(keys.device).slice(0, 32)}`;
}

type KeyName = keyof typeof POLICIES;

/**
 * An address as the throttle counts it: an IPv6 client is its /64 (one subscriber's network holds
 * 2^64 addresses, each of which would otherwise be a fresh address with free guesses), an IPv4
 * client (mapped or not) its address.
 */
export function throttleClientOf(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function keysOf(keys: ThrottleKeys): Record<KeyName, string> {
  const client = throttleClientOf(keys.client);
  return {
    accountFromClient: `${keys.realm}:account:${keys.account}|${client}`,
    account: `${keys.realm}:account:${keys.account}`,
    client: `${keys.realm}:client:${client}`,
  };
}

export type ThrottleCheck = { isAllowed: true } | { isAllowed: false; waitMs: number };

/**
 * Inside the caller's transaction: takes the account's two keys FOR UPDATE (always in key order,
 * so parallel guesses for one account are checked one after another), reads the address key, and
 * says whether a try may be checked now. Call `recordFailure` or `recordSuccess` after checking.
 */
export async function checkThrottle(tx: Database, keys: ThrottleKeys, now: Date): Promise<ThrottleCheck> {
  const names = keysOf(keys);
  const locked = [names.account, names.accountFromClient].sort();
  await tx
    .insert(loginThrottles)
    .values(locked.map((key) => ({ key, failures: 0, updatedAt: now })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, locked))
    .orderBy(asc(loginThrottles.key))
    .for('update');
  // The address key is read, not locked: locking it would make every login behind one carrier's
  // address wait for each other's password hash. Its count is a coarse brake; the exact limits are
  // the account's keys above.
  const [client] = await tx
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [names.client]));
  // A device that has logged in to this account before is not held back by the account-wide count:
  // a stranger's guesses from many addresses must not keep the owner out.
  const knownKey = knownDeviceKey(keys);
  const [known] = knownKey
    ? await tx
        .select()
        .from(loginThrottles)
        .where(inArray(loginThrottles.key, [knownKey]))
    : [];
  const isKnownDevice = known !== undefined && now.getTime() - known.updatedAt.getTime() < KNOWN_DEVICE_MS;
  const waits = [
    ...rows.filter((row) => !(isKnownDevice && row.key === names.account)),
    ...(client ? [client] : []),
  ]
    .map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0))
    .filter((waitMs) => waitMs > 0);
  return waits.length === 0 ? { isAllowed: true } : { isAllowed: false, waitMs: Math.max(...waits) };
}

/** Counts a wrong password on every key, each in one statement, and sets its next wait. */
export async function recordFailure(tx: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  const names = keysOf(keys);
  for (const name of Object.keys(POLICIES) as KeyName[]) {
    const policy = POLICIES[name];
    const quietSince = new Date(now.getTime() - QUIET_RESET_MS);
    // failures after this one: 1 again after a quiet hour, otherwise one more.
    const next = sql`case when ${loginThrottles.lastFailureAt} is null or ${loginThrottles.lastFailureAt} < ${quietSince}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`;
    await tx
      .insert(loginThrottles)
      .values({
        key: names[name],
        failures: 1,
        lastFailureAt: now,
        blockedUntil: blockedUntilAfter(policy, 1, now),
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: next,
          lastFailureAt: now,
          blockedUntil: sql`case when ${next} > ${policy.free}
            then ${now}::timestamptz + least(${MAX_DELAY_MS}, ${BASE_DELAY_MS} * power(2, least(${next} - ${policy.free} - 1, 30))) * interval '1 millisecond'
            else null end`,
          updatedAt: now,
        },
      });
  }
}

function blockedUntilAfter(policy: ThrottlePolicy, failures: number, now: Date): Date | null {
  const waitMs = delayAfter(policy, failures);
  return waitMs > 0 ? new Date(now.getTime() + waitMs) : null;
}

/**
 * The right password from this address: its own count starts again (the others age out), and the
 * device is known to the account from now on.
 */
export async function recordSuccess(tx: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  await tx
    .update(loginThrottles)
    .set({ failures: 0, blockedUntil: null, updatedAt: now })
    .where(inArray(loginThrottles.key, [keysOf(keys).accountFromClient]));
  const knownKey = knownDeviceKey(keys);
  if (knownKey)
    await tx
      .insert(loginThrottles)
      .values({ key: knownKey, failures: 0, updatedAt: now })
      .onConflictDoUpdate({ target: loginThrottles.key, set: { updatedAt: now } });
}

/** Deletes keys nobody has touched for a day; returns how many. */
export async function forgetOldThrottles(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - THROTTLE_RETENTION_MS);
  const knownCutoff = new Date(now.getTime() - KNOWN_DEVICE_MS);
  // A known device is remembered for its own span; every counter for a day.
  const deleted = await db
    .delete(loginThrottles)
    .where(
      sql`case when ${loginThrottles.key} like '%:known:%' then ${loginThrottles.updatedAt} < ${knownCutoff}::timestamptz
        else ${loginThrottles.updatedAt} < ${cutoff}::timestamptz end`,
    )
    .returning({ key: loginThrottles.key });
  return deleted.length;
}

/** "2 seconds", "3 minutes": the wait a refusal names. */
export function describeWait(waitMs: number): { amount: number; unit: 'seconds' | 'minutes' } {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 120
    ? { amount: seconds, unit: 'seconds' }
    : { amount: Math.ceil(seconds / 60), unit: 'minutes' };
}
