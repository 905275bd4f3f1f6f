import { z } from 'zod';
import { ZMail } from '../calls/mail.ts';
import { defineOperatorCall, pageOf, ZInstant, ZMoney, ZPaging, ZReason, ZUserIdParams } from './define.ts';

/** Finding a player and everything about them on one page, with the actions staff take on them. */

export const PLAYER_SEARCH_FIELDS = ['auto', 'id', 'phone', 'nickname', 'account', 'device'] as const;

/**
 * What each field finds: id = the numeric user id or the 32-hex public id (uid); phone = the
 * number as a player or staff types it (national, with 0 or the country code); nickname = names
 * starting with the text, any case; account = a payout account number, removed ones included;
 * device = an install id a player registered or signed in with.
 */
export const ZPlayerRow = z.object({
  userId: z.number().int(),
  publicId: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  vipLevel: z.number().int(),
  balance: ZMoney,
  isGuest: z.boolean(),
  isLocked: z.boolean(),
  depositClosed: z.boolean(),
  createdAt: ZInstant,
  lastLoginAt: ZInstant.nullable(),
  matchedBy: z.enum(PLAYER_SEARCH_FIELDS).exclude(['auto']),
});

export const searchPlayers = defineOperatorCall({
  method: 'GET',
  path: '/players',
  access: 'players.read',
  summary:
    'Find players by id, phone, nickname (prefix), payout account number or device; by=auto tries each the text could be',
  query: z.object({
    q: z.string().trim().min(1, 'cannot be empty').max(64),
    by: z.enum(PLAYER_SEARCH_FIELDS).default('auto'),
    ...ZPaging,
  }),
  result: pageOf(ZPlayerRow),
});

export const ZPlayerTag = z
  .string()
  .trim()
  .min(1)
  .max(24)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'may hold letters, digits, space, dash and underscore')
  // One spelling per tag, so "VIP-watch" and "vip-watch" are the same tag.
  .toLowerCase();

export const ZPlayerSummary = z.object({
  userId: z.number().int(),
  publicId: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  isGuest: z.boolean(),
  hasGoogle: z.boolean(),
  regChannel: z.string().nullable(),
  deviceNumber: z.string().nullable(),
  createdAt: ZInstant,
  lastLoginAt: ZInstant.nullable(),
  lastOnlineAt: ZInstant.nullable(),
  balances: z.object({ cash: ZMoney, hold: ZMoney, bonus: ZMoney, referral: ZMoney }),
  wagerRemaining: ZMoney,
  bonusWagerRemaining: ZMoney,
  vip: z.object({ level: z.number().int(), exp: ZMoney }),
  totals: z.object({
    deposited: ZMoney,
    withdrawn: ZMoney,
    depositCount: z.number().int(),
    withdrawalCount: z.number().int(),
  }),
  depositClosed: z.boolean(),
  lockedAt: ZInstant.nullable(),
  lockedBy: z.string().nullable(),
  lockReason: z.string().nullable(),
  isWithdrawalFrozen: z.boolean(),
  inviter: z.object({ userId: z.number().int(), nickname: z.string() }).nullable(),
  teamSize: z.number().int(),
  tags: z.array(z.string()),
  activeSessions: z.number().int(),
});
export type TPlayerSummary = z.output<typeof ZPlayerSummary>;

export const playerSummary = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId',
  access: 'players.read',
  summary:
    "A player's page: profile, balances and holds, wagering, VIP, totals, state, inviter, team and tags",
  params: ZUserIdParams,
  result: ZPlayerSummary,
});

const ZPlayerPage = z.object({ ...ZPaging });

export const ZLedgerLine = z.object({
  entryId: z.number().int(),
  transferId: z.number().int(),
  code: z.string(),
  account: z.string(),
  amount: ZMoney,
  balanceAfter: ZMoney.nullable(),
  memo: z.unknown(),
  createdAt: ZInstant,
});

export const playerLedger = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/ledger',
  access: 'players.read',
  summary: "The player's ledger entries on each of their accounts, newest first",
  params: ZUserIdParams,
  query: z.object({
    account: z.enum(['user_cash', 'user_hold', 'user_bonus', 'user_referral']).optional(),
    ...ZPaging,
  }),
  result: pageOf(ZLedgerLine),
});

/**
 * Wagering is two requirements (modules/deposit/credit.ts, modules/bonus/wallet.ts): a deposit adds
 * its amount × its order's multiple to the turnover (users.wager_remaining, which blocks
 * withdrawals); bonus money (deposit gifts, rewards, gift codes) goes to the bonus balance and adds
 * bonus × its multiple to the bonus requirement (until it is met the bonus stays bonus). Every valid
 * bet (the stake of a settled round) takes its stake off the turnover and stake × its game's weight
 * off the bonus requirement; neither goes below zero. A day is the region's local day.
 */
export const ZWageringDay = z.object({
  day: z.string().describe('YYYY-MM-DD, the local day'),
  deposited: ZMoney.describe('Deposits credited that day'),
  turnoverAdded: ZMoney.describe("Turnover those deposits added (each amount × its order's multiple)"),
  bonusCredited: ZMoney.describe(
    'Bonus money credited that day: deposit gifts, promotion rewards, gift codes',
  ),
  bonusWagerAdded: ZMoney.describe(
    "Bonus requirement added: rewards and gift codes at their recorded multiple, deposit gifts at the bonus rules' deposit multiple in force now (an order does not record it)",
  ),
  validBet: ZMoney.describe('Valid bets that day: what play took off (the turnover by the stake)'),
});

export const playerWagering = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/wagering',
  access: 'players.read',
  summary:
    'Turnover and bonus requirement remaining, and per local day what deposits and bonuses added and what valid bets took off',
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZWageringDay).extend({
    wagerRemaining: ZMoney,
    bonusWagerRemaining: ZMoney,
  }),
});

export const ZPlayerRound = z.object({
  roundId: z.string(),
  provider: z.string(),
  gameCode: z.string(),
  betAmount: ZMoney,
  bonusBetAmount: ZMoney,
  winAmount: ZMoney,
  validBet: ZMoney,
  status: z.string(),
  createdAt: ZInstant,
  settledAt: ZInstant.nullable(),
});

export const playerRounds = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/rounds',
  access: 'players.read',
  summary: "The player's game rounds, newest first",
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZPlayerRound),
});

export const ZPlayerBonus = z.object({
  id: z.number().int(),
  promotion: z.string(),
  period: z.string(),
  amount: ZMoney,
  wagerMultiple: z.number().int(),
  status: z.string(),
  claimableUntil: ZInstant.nullable(),
  createdAt: ZInstant,
  claimedAt: ZInstant.nullable(),
});

export const playerBonuses = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/bonuses',
  access: 'players.read',
  summary: "The player's promotion rewards and bonuses, newest first",
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZPlayerBonus),
});

export const ZTeamMember = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  createdAt: ZInstant,
  totalDeposit: ZMoney,
  isValid: z.boolean(),
});

export const playerReferrals = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/referrals',
  access: 'players.read',
  summary: 'Who invited the player, and the players they invited (their team), newest first',
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZTeamMember).extend({
    inviter: z.object({ userId: z.number().int(), nickname: z.string() }).nullable(),
  }),
});

export const ZPlayerSession = z.object({
  sessionId: z.number().int(),
  ip: z.string().nullable(),
  deviceNumber: z.string().nullable(),
  createdAt: ZInstant,
  lastSeenAt: ZInstant,
  expiresAt: ZInstant,
  revokedAt: ZInstant.nullable(),
  isActive: z.boolean(),
  /** Other players seen on the same device or address. */
  sharedWith: z.number().int(),
});

export const playerSessions = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/sessions',
  access: 'players.read',
  summary:
    "The player's sessions with device and address, newest first, and how many other players share them",
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZPlayerSession),
});

/** A message as the player's inbox shows it (modules/mail listMails), system texts in English. */
export const ZPlayerMail = ZMail;

export const playerInbox = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/inbox',
  access: 'players.read',
  summary: "The player's inbox as they see it (their own messages and broadcasts), newest first",
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZPlayerMail).extend({ unread: z.number().int() }),
});

export const ZPlayerDeposit = z.object({
  orderNo: z.string(),
  kind: z.string(),
  rail: z.string(),
  typeName: z.string(),
  amount: ZMoney,
  bonus: ZMoney,
  wagerMultiple: z.number().int(),
  status: z.string(),
  creditedAmount: ZMoney.nullable(),
  proof: z.string().nullable().describe('The UTR, reference or transaction id the player gave'),
  reviewedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: ZInstant,
  paidAt: ZInstant.nullable(),
});

export const playerDeposits = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/deposits',
  access: 'players.read',
  summary: "The player's deposit orders of every status, newest first",
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZPlayerDeposit),
});

export const ZPlayerWithdrawal = z.object({
  orderNo: z.string(),
  amount: ZMoney,
  fee: ZMoney,
  status: z.string(),
  accountType: z.string(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string(),
  reviewedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  holdReason: z.string().nullable(),
  createdAt: ZInstant,
  finishedAt: ZInstant.nullable(),
});

export const playerWithdrawals = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/withdrawals',
  access: 'players.read',
  summary: "The player's withdrawals of every status, newest first",
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZPlayerWithdrawal),
});

export const ZPlayerNote = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string(),
  createdAt: ZInstant,
});

export const playerNotes = defineOperatorCall({
  method: 'GET',
  path: '/players/:userId/notes',
  access: 'players.read',
  summary: 'Notes staff wrote on the player, newest first',
  params: ZUserIdParams,
  query: ZPlayerPage,
  result: pageOf(ZPlayerNote),
});

export const addPlayerNote = defineOperatorCall({
  method: 'POST',
  path: '/players/:userId/notes',
  access: 'players.notes',
  summary: 'Write a note on the player (notes are never edited or deleted)',
  params: ZUserIdParams,
  body: z.strictObject({ text: z.string().trim().min(1, 'cannot be empty').max(2_000) }),
  result: ZPlayerNote,
});

export const setPlayerTags = defineOperatorCall({
  method: 'PUT',
  path: '/players/:userId/tags',
  access: 'players.notes',
  summary: "Replace the player's tags (at most 20)",
  params: ZUserIdParams,
  body: z.strictObject({ tags: z.array(ZPlayerTag).max(20) }),
  result: z.object({ userId: z.number().int(), tags: z.array(z.string()) }),
});

export const setPlayerDepositClosed = defineOperatorCall({
  method: 'POST',
  path: '/players/:userId/deposit-status',
  access: 'players.control',
  summary: "Close or reopen one player's deposits (the spec's deposit gate)",
  params: ZUserIdParams,
  body: z.strictObject({ closed: z.boolean() }),
  result: z.object({ userId: z.number().int(), depositClosed: z.boolean() }),
});

export const setPlayerLocked = defineOperatorCall({
  method: 'POST',
  path: '/players/:userId/lock',
  access: 'players.control',
  summary:
    'Lock the account (every sign-in refused, every session and game ended) with a reason, or unlock it (a note is optional)',
  params: ZUserIdParams,
  body: z.discriminatedUnion('locked', [
    z.strictObject({ locked: z.literal(true), reason: ZReason }),
    z.strictObject({ locked: z.literal(false), reason: ZReason.optional() }),
  ]),
  result: z.object({
    userId: z.number().int(),
    lockedAt: ZInstant.nullable(),
    sessionsEnded: z.number().int(),
    /** Pending withdrawals the lock put aside (held with the lock's reason). */
    withdrawalsHeld: z.number().int(),
  }),
});

export const revokePlayerSessions = defineOperatorCall({
  method: 'POST',
  path: '/players/:userId/revoke-sessions',
  access: 'players.control',
  summary: "End every session of the player and their open games' launches: they sign in again",
  params: ZUserIdParams,
  body: z.object({}).optional(),
  result: z.object({ userId: z.number().int(), sessionsEnded: z.number().int() }),
});
