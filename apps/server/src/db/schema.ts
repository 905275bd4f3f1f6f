import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The one schema for PGlite and PostgreSQL. Money columns are bigint minor units; ratios are
 * integer parts per million (ppm); times are timestamptz from the injectable clock.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_001 }),
    publicId: text('public_id').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    googleSubject: text('google_subject'),
    isGuest: boolean('is_guest').notNull().default(false),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default('1'),
    email: text('email'),
    birthday: text('birthday'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    telegram: text('telegram'),
    twitter: text('twitter'),
    inviteCode: text('invite_code').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    regChannel: text('reg_channel'),
    abMode: text('ab_mode').notNull().default('A'),
    vipLevel: integer('vip_level').notNull().default(0),
    vipExp: bigint('vip_exp', { mode: 'bigint' }).notNull().default(sql`0`),
    wagerRemaining: bigint('wager_remaining', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * What is still to be wagered before the bonus balance (ledger account user_bonus) becomes cash:
     * each bonus adds bonus × its multiple; settled rounds take off stake × their game's weight.
     */
    bonusWagerRemaining: bigint('bonus_wager_remaining', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Sum of credited deposits (what makes an invitee valid for invitation rewards). */
    totalDeposit: bigint('total_deposit', { mode: 'bigint' }).notNull().default(sql`0`),
    /** When this invitee first counted as valid for the inviter's invitation rewards. */
    inviteValidAt: moment('invite_valid_at'),
    depositClosed: boolean('deposit_closed').notNull().default(false),
    firstDepositAt: moment('first_deposit_at'),
    adid: text('adid'),
    deviceNumber: text('device_number'),
    lastOnlineAt: moment('last_online_at'),
    lastPlaceId: integer('last_place_id'),
    lastLoginAt: moment('last_login_at'),
    withdrawPasswordFailures: integer('withdraw_password_failures').notNull().default(0),
    withdrawPasswordLockedUntil: moment('withdraw_password_locked_until'),
    /** Locked by staff: every sign-in refused, every session ended, until unlocked. */
    lockedAt: moment('locked_at'),
    lockedBy: text('locked_by'),
    lockReason: text('lock_reason'),
    /**
     * A time-out or self-exclusion the player took (modules/rg): until then every sign-in is refused,
     * as are bets and deposits. A permanent exclusion holds until 9999-12-31.
     */
    rgBlockedUntil: moment('rg_blocked_until'),
    rgBlockKind: text('rg_block_kind'),
    /**
     * A self-exclusion past its end still blocks until the player asks to return (this instant) and
     * confirms after the cooling-off (modules/rg/return-from-exclusion.ts, decision 023).
     */
    rgReturnRequestedAt: moment('rg_return_requested_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_public_id_key').on(table.publicId),
    // Staff find players by device and by the start of a nickname (migration 0008 adds the latter).
    index('users_device_number_idx').on(table.deviceNumber),
    uniqueIndex('users_mobile_key').on(table.mobile),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    index('users_inviter_id_idx').on(table.inviterId),
    check('users_ab_mode_check', sql`${table.abMode} in ('A', 'B')`),
    check('users_wager_remaining_check', sql`${table.wagerRemaining} >= 0`),
    check('users_bonus_wager_remaining_check', sql`${table.bonusWagerRemaining} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    deviceNumber: text('device_number'),
    /**
     * 'full', or 'withdraw': a sign-in refused for a break (or the exclusion register) that reaches
     * only the calls of kernel/break-session-calls.ts (decision 023).
     */
    scope: text('scope').notNull().default('full'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    check('sessions_scope_check', sql`${table.scope} in ('full', 'withdraw')`),
    index('sessions_user_id_idx').on(table.userId),
    // Several players on one device or address (the withdrawal queue's risk flags, player search).
    index('sessions_ip_idx').on(table.ip, table.createdAt),
    index('sessions_device_number_idx').on(table.deviceNumber, table.createdAt),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (table) => [
    index('otp_codes_phone_created_idx').on(table.phone, table.createdAt),
    index('otp_codes_ip_created_idx').on(table.ip, table.createdAt),
  ],
);

/** Development SMS outbox (DESIGN.md section 8): what a real SMS provider would have delivered. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to_phone').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.to, table.id)],
);

/** Operator configuration documents (app config, service contacts, deposit configuration, ...). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

export const vipLevels = pgTable('vip_levels', {
  level: integer('level').primaryKey(),
  expLimit: bigint('exp_limit', { mode: 'bigint' }).notNull(),
  relegationDeposit: bigint('relegation_deposit', { mode: 'bigint' }).notNull(),
  upgradeReward: bigint('upgrade_reward', { mode: 'bigint' }).notNull(),
  weekReward: bigint('week_reward', { mode: 'bigint' }).notNull(),
  monthlyReward: bigint('monthly_reward', { mode: 'bigint' }).notNull(),
  birthdayReward: bigint('birthday_reward', { mode: 'bigint' }).notNull(),
  withdrawDailyMax: bigint('withdraw_daily_max', { mode: 'bigint' }).notNull(),
  withdrawFeePpm: integer('withdraw_fee_ppm').notNull(),
  withdrawDailyCount: integer('withdraw_daily_count').notNull(),
  betRebatePpm: integer('bet_rebate_ppm').notNull(),
  picUrl: text('pic_url').notNull(),
});

/** Home banners. Title and picture per language (the picture carries words): `{ en: {...}, id: {...} }`. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  texts: jsonb('texts').$type<Partial<Record<string, { title: string; imageUrl: string }>>>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  type: integer('type').notNull(),
  pageKey: integer('page_key'),
  path: text('path'),
  webUrl: text('web_url'),
  gameId: integer('game_id'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Home's marquee: an operator's announcement (its text per language) or an event such as a paid
 * withdrawal (its facts, put into the player's language and money format when read).
 */
export const rollMessages = pgTable(
  'roll_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: integer('type').notNull(),
    texts: jsonb('texts').$type<Partial<Record<string, string>>>(),
    params: jsonb('params').$type<{ player: string; amountMinor: string; gameName?: string }>(),
    createdAt: createdAt(),
  },
  (table) => [check('roll_messages_kind_check', sql`(${table.texts} is null) <> (${table.params} is null)`)],
);

export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    deviceNumber: text('device_number'),
    appPackageName: text('app_package_name'),
    data: text('data').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [index('client_error_reports_created_idx').on(table.createdAt)],
);

export const clientEvents = pgTable('client_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }),
  deviceNumber: text('device_number'),
  event: text('event').notNull(),
  data: text('data'),
  createdAt: createdAt(),
});

/**
 * Wallet ledger (DESIGN.md section 5). Player accounts keep a stored balance that can never go
 * below zero; house accounts keep none (their balance is the sum of their entries), so no hot
 * row sits on the paths players hit concurrently.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_kind_key').on(table.userId, table.kind),
    uniqueIndex('ledger_accounts_house_kind_key').on(table.kind).where(sql`${table.userId} is null`),
    check(
      'ledger_accounts_balance_check',
      sql`(${table.userId} is not null and ${table.balance} is not null and ${table.balance} >= 0) or (${table.userId} is null and ${table.balance} is null)`,
    ),
    check('ledger_accounts_kind_check', sql`(${table.userId} is null) = (${table.kind} like 'house_%')`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    contentHash: text('content_hash').notNull(),
    memo: jsonb('memo'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key').on(table.idempotencyKey),
    index('ledger_transfers_user_idx').on(table.userId, table.id),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    code: text('code').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transfer_idx').on(table.transferId),
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
  ],
);

/**
 * Staff: accounts with a role, a TOTP second factor (the secret sealed with STAFF_TOTP_KEY), their
 * sessions, the sign-in challenges between password and second factor, and recovery codes.
 */
export const admins = pgTable(
  'admins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** One of the contract's STAFF_ROLES; its permissions are in staff_roles. */
    role: text('role').notNull().default('super-admin'),
    /** The TOTP secret, sealed (platform/secrets.ts sealSecret); null until enrolled. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: moment('totp_enrolled_at'),
    /** The last TOTP time step accepted: a code is used once, and never an older one. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The staff member's own player account: they never approve money for it. */
    playerUserId: bigint('player_user_id', { mode: 'number' }),
    createdBy: text('created_by'),
    /** Who last reset this member's second factor: with the creator, never their second pair of eyes. */
    secondFactorResetBy: text('second_factor_reset_by'),
    createdAt: createdAt(),
    disabledAt: moment('disabled_at'),
  },
  (table) => [uniqueIndex('admins_username_key').on(table.username)],
);

/** Each role's permissions (contract operator/permissions.ts), seeded with the defaults once. */
export const staffRoles = pgTable('staff_roles', {
  role: text('role').primaryKey(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  updatedAt: moment('updated_at').notNull(),
  updatedBy: text('updated_by'),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: bigint('admin_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastSeenAt: moment('last_seen_at'),
    /** The last fresh second factor (sign-in or step-up): money and permissions change within 5 minutes of it. */
    stepUpAt: moment('step_up_at'),
  },
  (table) => [
    uniqueIndex('admin_sessions_token_hash_key').on(table.tokenHash),
    index('admin_sessions_admin_idx').on(table.adminId, table.id),
  ],
);

/** Between the password and the second factor: a one-use challenge, 5 minutes, 5 tries. */
export const adminLoginChallenges = pgTable(
  'admin_login_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    adminId: bigint('admin_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** For an enrolment: the new TOTP secret, sealed, until a code proves the app has it. */
    secret: text('secret'),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [
    uniqueIndex('admin_login_challenges_token_key').on(table.tokenHash),
    index('admin_login_challenges_created_idx').on(table.createdAt),
    check('admin_login_challenges_kind_check', sql`${table.kind} in ('enrol', 'totp')`),
  ],
);

/** Single-use recovery codes (SHA-256 of each), for a staff member without their phone. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: bigint('admin_id', { mode: 'number' }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: moment('used_at'),
  },
  (table) => [uniqueIndex('admin_recovery_codes_key').on(table.adminId, table.codeHash)],
);

/**
 * Every operator action: who, when, from where, what, and the state before and after. Append-only
 * (triggers refuse UPDATE, DELETE and TRUNCATE) and hash-chained: a BEFORE INSERT trigger gives each
 * row the next seq and hash = sha256(audit_payload(row)), which includes the previous row's hash
 * (migration 0008; ledger of the chain in audit_chain_head). npm run audit:verify walks it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: bigint('admin_id', { mode: 'number' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
    /** Set by the chain trigger, whatever the insert says. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (table) => [
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actor, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    uniqueIndex('audit_log_seq_key').on(table.seq),
  ],
);

/** The newest link of the audit chain: one row, locked by each insert to extend the chain. */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * Wrong-password counts (modules/auth/login-throttle.ts): one row per key — an account from one
 * address, an account from everywhere, an address — with the wait its next try must respect.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: moment('last_failure_at'),
    blockedUntil: moment('blocked_until'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [index('login_throttles_updated_idx').on(table.updatedAt)],
);

/**
 * What an operator must look at, raised once per (kind, reference): a payout confirmed after its
 * refund, a game win the wallet refused for good, ... An alert is resolved by a person, with a note.
 */
export const operatorAlerts = pgTable(
  'operator_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    severity: text('severity').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    details: jsonb('details'),
    createdAt: createdAt(),
    resolvedAt: moment('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
  },
  (table) => [
    uniqueIndex('operator_alerts_key').on(table.kind, table.reference),
    index('operator_alerts_open_idx').on(table.resolvedAt, table.id),
  ],
);

/** Deposits of every kind: online gateway, virtual account, crypto, bank transfer and self-service claims. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** How the money comes (contract deposit-rails): gateway, qris, va, crypto, imps, upi, bank, ibft, jazzcash, easypaisa. */
    rail: text('rail').notNull(),
    typeName: text('type_name').notNull(),
    channelId: integer('channel_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    wagerMultiple: integer('wager_multiple').notNull(),
    status: text('status').notNull(),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id'),
    payUrl: text('pay_url'),
    utr: text('utr'),
    /** When the player's proof (UTR, transaction id, or "sent" for a reference) came. */
    utrSubmittedAt: moment('utr_submitted_at'),
    /** The order's own reference the player writes in the transfer note (Indonesian bank transfers). */
    reference: text('reference'),
    /** The transaction id of the player's wallet or bank receipt (Pakistani transfers). */
    transactionId: text('transaction_id'),
    /** A dynamic QRIS: the payload shown as a QR code, payable until expiresAt. */
    qrPayload: text('qr_payload'),
    expiresAt: moment('expires_at'),
    hasReceipt: boolean('has_receipt').notNull().default(false),
    bankName: text('bank_name'),
    accountHolder: text('account_holder'),
    ifscCode: text('ifsc_code'),
    accountNo: text('account_no'),
    upi: text('upi'),
    remark: text('remark'),
    crypto: text('crypto'),
    coinAmount: text('coin_amount'),
    address: text('address'),
    creditedAmount: bigint('credited_amount', { mode: 'bigint' }),
    creditedBonus: bigint('credited_bonus', { mode: 'bigint' }),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    createdAt: createdAt(),
    paidAt: moment('paid_at'),
  },
  (table) => [
    uniqueIndex('deposit_orders_order_no_key').on(table.orderNo),
    uniqueIndex('deposit_orders_utr_key').on(table.utr),
    uniqueIndex('deposit_orders_reference_key').on(table.reference),
    // A receipt proves one deposit: the same id on the same rail is refused for every player.
    uniqueIndex('deposit_orders_transaction_key').on(table.rail, table.transactionId),
    uniqueIndex('deposit_orders_gateway_order_key').on(table.gateway, table.gatewayOrderId),
    index('deposit_orders_user_idx').on(table.userId, table.id),
    // Everyone's deposits of a period: the daily harm markers (modules/rg/harm-markers.ts).
    index('deposit_orders_created_idx').on(table.createdAt),
    index('deposit_orders_status_idx').on(table.status, table.id),
    check('deposit_orders_amount_check', sql`${table.amount} > 0 and ${table.bonus} >= 0`),
  ],
);

/**
 * Bank statement lines that credited a transfer (deposit/approve-statement-matches.ts): a line's
 * fingerprint (its date, amount and description, normalised) is unique, so one payment on the bank
 * statement credits one order, however many times or files it is matched in.
 */
export const statementLineUses = pgTable('statement_line_uses', {
  fingerprint: text('fingerprint').primaryKey(),
  orderNo: text('order_no').notNull(),
  fileName: text('file_name'),
  line: integer('line').notNull(),
  approvedBy: text('approved_by').notNull(),
  approvedAt: moment('approved_at').notNull(),
});

export const depositReceipts = pgTable('deposit_receipts', {
  orderNo: text('order_no').primaryKey(),
  contentType: text('content_type').notNull(),
  content: text('content_base64').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

/** Every gateway callback as received, with what we did with it (the audit trail of payments). */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id'),
    orderNo: text('order_no'),
    body: text('body').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: moment('received_at').notNull(),
  },
  (table) => [index('gateway_callbacks_order_idx').on(table.orderNo)],
);

/** The sandbox payment gateway's own books: its orders and its outgoing callbacks. */
export const sandboxOrders = pgTable('sandbox_orders', {
  orderNo: text('order_no').primaryKey(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').notNull(),
  /** checkout: the hosted page; qris: a dynamic QRIS the payer scans, refused after expiresAt. */
  method: text('method').notNull().default('checkout'),
  qrPayload: text('qr_payload'),
  expiresAt: moment('expires_at'),
  createdAt: createdAt(),
  settledAt: moment('settled_at'),
});

export const sandboxCallbacks = pgTable(
  'sandbox_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    notifyUrl: text('notify_url').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    deliveredAt: moment('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_callbacks_due_idx').on(table.deliveredAt, table.nextAttemptAt)],
);

/** Where a player's withdrawals are paid: bank accounts and e-wallets of the region's list. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** The bank or wallet from the region's list (/bank/banks), and its name when the account was added. */
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc'),
    accountType: text('account_type'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: moment('removed_at'),
  },
  (table) => [
    index('payout_accounts_user_idx').on(table.userId),
    index('payout_accounts_number_idx').on(table.accountNumber),
    // One number per bank: the same mobile number may be a DANA and an OVO wallet.
    uniqueIndex('payout_accounts_user_number_key')
      .on(table.userId, table.type, sql`coalesce(${table.bankCode}, '')`, table.accountNumber)
      .where(sql`${table.removedAt} is null`),
  ],
);

/**
 * Withdrawals, two-phase: the request holds the amount (pending); an operator approves (processing,
 * paid out through the gateway) or rejects (refund); an outcome the gateway never confirmed stays
 * held as unknown until reconciliation says paid or failed.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' }).notNull(),
    accountType: text('account_type').notNull(),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc'),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    /** Above the four-eyes amount: the first of two approvals (the second is reviewedBy). */
    firstApprovedBy: text('first_approved_by'),
    firstApprovedById: bigint('first_approved_by_id', { mode: 'number' }),
    firstApprovedAt: moment('first_approved_at'),
    /** Put aside by staff (status held) with a reason; the amount stays held. */
    heldBy: text('held_by'),
    heldAt: moment('held_at'),
    holdReason: text('hold_reason'),
    gatewayPayoutId: text('gateway_payout_id'),
    createdAt: createdAt(),
    reviewedAt: moment('reviewed_at'),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    uniqueIndex('withdrawal_orders_order_no_key').on(table.orderNo),
    uniqueIndex('withdrawal_orders_request_key').on(table.userId, table.requestId),
    index('withdrawal_orders_user_idx').on(table.userId, table.id),
    index('withdrawal_orders_status_idx').on(table.status, table.id),
    check(
      'withdrawal_orders_amount_check',
      sql`${table.amount} > 0 and ${table.fee} >= 0 and ${table.fee} < ${table.amount}`,
    ),
  ],
);

/**
 * Players whose withdrawals wait for an operator (withdraw/freeze.ts): a payout the gateway confirmed
 * after its refund left the player owing the house more than their cash. One row per cause; a
 * person clears it, with a note. Clearing moves no money.
 */
export const withdrawalFreezes = pgTable(
  'withdrawal_freezes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** What caused it: the withdrawal's order number. */
    reference: text('reference').notNull(),
    /** What the player owed the house when it was raised (the receivable), minor units. */
    owed: bigint('owed', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
    clearedAt: moment('cleared_at'),
    clearedBy: text('cleared_by'),
    clearNote: text('clear_note'),
  },
  (table) => [
    uniqueIndex('withdrawal_freezes_reference_key').on(table.reason, table.reference),
    index('withdrawal_freezes_user_idx').on(table.userId, table.clearedAt),
  ],
);

/** The sandbox gateway's payouts (its side of withdrawals). */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  orderNo: text('order_no').primaryKey(),
  payoutId: text('payout_id').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  accountNumber: text('account_number').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** The game catalogue: labels (Hot, Slots, ...), providers, games and which labels show them. */
export const gameLabels = pgTable('game_labels', {
  id: integer('id').primaryKey(),
  /** The label's name per language ({ en: 'Hot', id: 'Populer' }). */
  names: jsonb('names').$type<Partial<Record<string, string>>>().notNull(),
  iconUrl: text('icon_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const gameProviders = pgTable('game_providers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    providerId: integer('provider_id').notNull(),
    engine: text('engine').notNull(),
    imageUrl: text('image_url').notNull(),
    imageSize: integer('image_size').notNull().default(1),
    showSort: integer('show_sort').notNull().default(0),
    cornerMark: text('corner_mark'),
    labelIds: jsonb('label_ids').notNull(),
    config: jsonb('config').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (table) => [uniqueIndex('games_code_key').on(table.code)],
);

/** Game launch tokens: revoked with the player's sessions (logout, password change), so bets stop too. */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    /** The player session that launched the game: ending it ends the game's bets. */
    sessionId: bigint('session_id', { mode: 'number' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [index('game_launch_tokens_user_idx').on(table.userId, table.expiresAt)],
);

/** Seamless wallet: every provider request by id (its stored answer) and every money transaction by id. */
export const seamlessRequests = pgTable(
  'seamless_requests',
  {
    provider: text('provider').notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('seamless_requests_key').on(table.provider, table.requestId),
    // The hourly clean-up finds the answers past their retention.
    index('seamless_requests_created_idx').on(table.createdAt),
  ],
);

export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The part of a bet taken from the bonus balance (the rest came from cash): a rollback returns it there. */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    referenceTransactionId: text('reference_transaction_id'),
    contentHash: text('content_hash').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('seamless_transactions_key').on(table.provider, table.transactionId),
    index('seamless_transactions_round_idx').on(table.provider, table.roundId),
    // A player's money calls of a period: what their wager and loss limits have used (modules/rg).
    index('seamless_transactions_user_idx').on(table.userId, table.createdAt),
  ],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    /** The part of the stake that came from the bonus balance: wins return to it in proportion. */
    bonusBetAmount: bigint('bonus_bet_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    /** The round's chance to win as the provider reported it with the final win (ppm), when it did. */
    winChancePpm: integer('win_chance_ppm'),
    status: text('status').notNull(),
    createdAt: createdAt(),
    settledAt: moment('settled_at'),
  },
  (table) => [
    uniqueIndex('game_rounds_key').on(table.provider, table.roundId),
    index('game_rounds_user_idx').on(table.userId, table.createdAt),
    // Everyone's rounds of a period: the daily harm markers (modules/rg/harm-markers.ts).
    index('game_rounds_created_idx').on(table.createdAt),
    // "Is any bonus money still in play?" (bonus lost, forfeit): open rounds with a bonus stake.
    index('game_rounds_open_bonus_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'open' and ${table.bonusBetAmount} > 0`),
    check('game_rounds_bonus_bet_check', sql`${table.bonusBetAmount} between 0 and ${table.betAmount}`),
  ],
);

/** Per player and local day: what promotions, rankings, rebates and referral earnings count. */
export const playerDailyStats = pgTable(
  'player_daily_stats',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    depositCount: integer('deposit_count').notNull().default(0),
    maxSingleDeposit: bigint('max_single_deposit', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    uniqueIndex('player_daily_stats_key').on(table.userId, table.day),
    index('player_daily_stats_day_idx').on(table.day),
  ],
);

export const giftCodes = pgTable('gift_codes', {
  code: text('code').primaryKey(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  wagerMultiple: integer('wager_multiple').notNull(),
  maxRedemptions: integer('max_redemptions').notNull(),
  redeemedCount: integer('redeemed_count').notNull().default(0),
  expiresAt: moment('expires_at'),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
});

export const giftCodeRedemptions = pgTable(
  'gift_code_redemptions',
  {
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('gift_code_redemptions_key').on(table.code, table.userId)],
);

/** The in-house game provider's own books (it reaches the wallet only through the seamless API). */
export const providerSessions = pgTable('provider_sessions', {
  sessionId: text('session_id').primaryKey(),
  playerRef: text('player_ref').notNull(),
  launchToken: text('launch_token').notNull(),
  gameCode: text('game_code').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
});

export const providerSeeds = pgTable('provider_seeds', {
  playerRef: text('player_ref').primaryKey(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  previousServerSeed: text('previous_server_seed'),
  previousServerSeedHash: text('previous_server_seed_hash'),
  previousClientSeed: text('previous_client_seed'),
  previousNonce: integer('previous_nonce'),
});

export const providerRounds = pgTable(
  'provider_rounds',
  {
    roundId: text('round_id').primaryKey(),
    playerRef: text('player_ref').notNull(),
    gameCode: text('game_code').notNull(),
    engine: text('engine').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    params: jsonb('params').notNull(),
    state: jsonb('state'),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    settledAt: moment('settled_at'),
    /** The round's last step (opened, tile revealed, result decided): idle Mines rounds are cashed out. */
    lastActionAt: moment('last_action_at').notNull().defaultNow(),
  },
  (table) => [
    index('provider_rounds_player_idx').on(table.playerRef, table.createdAt),
    // The background jobs look for unfinished rounds by status and age.
    index('provider_rounds_status_idx').on(table.status, table.lastActionAt),
  ],
);

/**
 * Scheduled work (modules/scheduler): one row per (job, period). The process that inserts the row
 * runs the period; a run whose lease ran out (its process died) is taken over. Each reward a job
 * pays is itself idempotent, so a taken-over run never pays twice.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull(),
    owner: text('owner').notNull(),
    attempts: integer('attempts').notNull().default(1),
    leaseUntil: moment('lease_until').notNull(),
    startedAt: moment('started_at').notNull(),
    finishedAt: moment('finished_at'),
    result: jsonb('result'),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('job_runs_key').on(table.job, table.period),
    index('job_runs_started_idx').on(table.startedAt),
    check('job_runs_status_check', sql`${table.status} in ('running', 'done', 'failed')`),
  ],
);

/**
 * Every promotion reward, once per (promotion, player, period): paid at once (status claimed) or
 * left claimable in the inbox until it expires. The unique key is what makes a reward exactly-once;
 * the ledger transfer it pays uses the same key.
 */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotion: text('promotion').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wagerMultiple: integer('wager_multiple').notNull(),
    status: text('status').notNull(),
    claimableUntil: moment('claimable_until'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
    claimedAt: moment('claimed_at'),
  },
  (table) => [
    uniqueIndex('promotion_rewards_key').on(table.promotion, table.userId, table.period),
    index('promotion_rewards_user_idx').on(table.userId, table.promotion, table.id),
    check('promotion_rewards_amount_check', sql`${table.amount} > 0 and ${table.wagerMultiple} >= 0`),
    check('promotion_rewards_status_check', sql`${table.status} in ('claimable', 'claimed')`),
  ],
);

/**
 * The inbox: personal messages (user_id set, possibly carrying a reward) and broadcasts (user_id
 * null, shown to every player; a broadcast reward goes to players registered before it was sent).
 */
export const mails = pgTable(
  'mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** System messages: a template key and parameters the app renders in the player's language. */
    template: text('template'),
    templateParams: jsonb('template_params'),
    rewardId: bigint('reward_id', { mode: 'number' }),
    broadcastReward: bigint('broadcast_reward', { mode: 'bigint' }),
    broadcastWagerMultiple: integer('broadcast_wager_multiple'),
    expiresAt: moment('expires_at'),
    /** An operator's request id: a retried send finds the first message instead of sending again. */
    requestKey: text('request_key'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('mails_user_idx').on(table.userId, table.id),
    uniqueIndex('mails_request_key').on(table.requestKey),
    uniqueIndex('mails_reward_key').on(table.rewardId),
    check(
      'mails_broadcast_reward_check',
      sql`${table.broadcastReward} is null or (${table.userId} is null and ${table.broadcastReward} > 0)`,
    ),
  ],
);

export const mailReads = pgTable(
  'mail_reads',
  {
    mailId: bigint('mail_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readAt: moment('read_at').notNull(),
  },
  (table) => [uniqueIndex('mail_reads_key').on(table.userId, table.mailId)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    suggestion: text('suggestion').notNull(),
    phone: text('phone'),
    email: text('email'),
    screenshotType: text('screenshot_type'),
    screenshot: text('screenshot_base64'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    readBy: text('read_by'),
    readAt: moment('read_at'),
    closedBy: text('closed_by'),
    closedAt: moment('closed_at'),
    closeNote: text('close_note'),
    createdAt: createdAt(),
    repliedAt: moment('replied_at'),
  },
  (table) => [
    index('feedback_user_idx').on(table.userId, table.id),
    index('feedback_created_idx').on(table.id),
    index('feedback_open_idx').on(table.id).where(sql`${table.closedAt} is null`),
  ],
);

/**
 * Referral earnings accrued per inviter and local day: the team's valid bets that day times the
 * referral rate. Accrual runs every few minutes and credits only the growth since the last run.
 */
export const referralAccruals = pgTable(
  'referral_accruals',
  {
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    teamValidBet: bigint('team_valid_bet', { mode: 'bigint' }).notNull(),
    accrued: bigint('accrued', { mode: 'bigint' }).notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('referral_accruals_key').on(table.inviterId, table.day),
    index('referral_accruals_day_idx').on(table.day),
  ],
);

/** Closed leaderboard periods: the final ranks and awards (what "previous" boards show). */
export const rankingResults = pgTable(
  'ranking_results',
  {
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    rank: integer('rank').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    totalBet: bigint('total_bet', { mode: 'bigint' }).notNull(),
    award: bigint('award', { mode: 'bigint' }).notNull(),
    prizePool: bigint('prize_pool', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ranking_results_key').on(table.period, table.periodKey, table.rank)],
);

/** What staff write about a player: notes are never edited or deleted. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    authorId: bigint('author_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('player_notes_user_idx').on(table.userId, table.id)],
);

/** Tags staff put on a player (vip-watch, bonus-abuse, ...), to find and segment them. */
export const playerTags = pgTable(
  'player_tags',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tag: text('tag').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('player_tags_key').on(table.userId, table.tag),
    index('player_tags_tag_idx').on(table.tag),
  ],
);

/**
 * Manual balance adjustments, four eyes: requested by one staff member, approved by another (never
 * the requester, never the player's own staff account); the ledger posts it only on approval, as
 * transfer code manual_adjustment with key manual_adjustment:<id>.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Minor units: positive credits the player's cash, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reasonCode: text('reason_code').notNull(),
    note: text('note').notNull(),
    status: text('status').notNull(),
    requestId: text('request_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedById: bigint('requested_by_id', { mode: 'number' }).notNull(),
    requestedAt: moment('requested_at').notNull(),
    decidedBy: text('decided_by'),
    decidedById: bigint('decided_by_id', { mode: 'number' }),
    decidedAt: moment('decided_at'),
    decisionNote: text('decision_note'),
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('balance_adjustments_request_key').on(table.requestedById, table.requestId),
    index('balance_adjustments_status_idx').on(table.status, table.id),
    index('balance_adjustments_user_idx').on(table.userId, table.id),
    check('balance_adjustments_amount_check', sql`${table.amount} <> 0`),
    check(
      'balance_adjustments_status_check',
      sql`${table.status} in ('requested', 'approved', 'rejected', 'cancelled')`,
    ),
    check(
      'balance_adjustments_four_eyes_check',
      sql`${table.decidedById} is null or ${table.decidedById} <> ${table.requestedById} or ${table.status} = 'cancelled'`,
    ),
  ],
);

/**
 * A player's own limits (modules/rg), one row per kind and period. `amount` is in force (minor
 * units; minutes for session), null when there is none. A raise or removal waits in `pending*`:
 * from `pending_from` (the cooling-off's end) the player can confirm it until `pending_until`.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingFrom: moment('pending_from'),
    pendingUntil: moment('pending_until'),
    /** Who set the amount in force last: the player, or the staff member who lowered it. */
    setBy: text('set_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('rg_limits_key').on(table.userId, table.kind, table.period),
    check('rg_limits_kind_check', sql`${table.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('rg_limits_period_check', sql`${table.period} in ('day', 'week', 'month')`),
  ],
);

/** Every time-out and self-exclusion taken, kept for good (staff and regulators read them). */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** null: permanent. */
    endsAt: moment('ends_at'),
  },
  (table) => [
    index('rg_exclusions_user_idx').on(table.userId, table.startedAt),
    check('rg_exclusions_kind_check', sql`${table.kind} in ('timeout', 'selfExclusion')`),
  ],
);

/**
 * A player's protection preferences (modules/rg/preferences.ts): how often the game view shows the
 * reality check (null: the jurisdiction's default), and the answer to the deposit-limit prompt
 * offered at registration and at the first deposit, so it is offered once.
 */
export const rgPreferences = pgTable(
  'rg_preferences',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    realityCheckMinutes: integer('reality_check_minutes'),
    limitPromptAnswer: text('limit_prompt_answer'),
    limitPromptAnsweredAt: moment('limit_prompt_answered_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check(
      'rg_preferences_limit_prompt_answer_check',
      sql`${table.limitPromptAnswer} in ('limitSet', 'skipped')`,
    ),
    check('rg_preferences_reality_check_minutes_check', sql`${table.realityCheckMinutes} between 1 and 1440`),
  ],
);

/**
 * Every raise or removal of a limit a player asked for (modules/rg/limits.ts), kept for good: the
 * rg_limits row holds only the latest, and staff's harm markers count how often they ask.
 */
export const rgLimitRequests = pgTable(
  'rg_limit_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** The amount asked for (minor units; minutes for session); null asks to remove the limit. */
    amount: bigint('amount', { mode: 'bigint' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('rg_limit_requests_user_idx').on(table.userId, table.requestedAt),
    index('rg_limit_requests_requested_idx').on(table.requestedAt),
  ],
);

/**
 * Staff's player-protection cases (modules/rg/cases.ts, decision 022): harm markers open one per
 * player (at most one open at a time), staff assign, note and resolve it with an outcome.
 */
export const rgCases = pgTable(
  'rg_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    assignedTo: text('assigned_to'),
    assignedToId: bigint('assigned_to_id', { mode: 'number' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The newest marker's time, shown in the queue beside when the case opened. */
    lastMarkerAt: timestamp('last_marker_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: moment('resolved_at'),
    resolvedBy: text('resolved_by'),
    outcome: text('outcome'),
  },
  (table) => [
    uniqueIndex('rg_cases_open_key').on(table.userId).where(sql`${table.status} = 'open'`),
    index('rg_cases_status_idx').on(table.status, table.id),
    index('rg_cases_assignee_idx').on(table.assignedToId, table.status, table.id),
    index('rg_cases_user_idx').on(table.userId, table.id),
    check('rg_cases_status_check', sql`${table.status} in ('open', 'resolved')`),
  ],
);

/**
 * A sign of harm on a player, once per (player, kind, reference): the local day the daily job
 * computed it for, or the deposit order that arrived over a limit or during a break.
 */
export const rgCaseMarkers = pgTable(
  'rg_case_markers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('rg_case_markers_key').on(table.userId, table.kind, table.reference),
    index('rg_case_markers_case_idx').on(table.caseId, table.id),
  ],
);

/** What staff write on a case: never edited or deleted. */
export const rgCaseNotes = pgTable(
  'rg_case_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    authorId: bigint('author_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('rg_case_notes_case_idx').on(table.caseId, table.id)],
);
