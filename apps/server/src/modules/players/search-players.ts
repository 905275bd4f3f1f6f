import type { PLAYER_SEARCH_FIELDS } from '@fairplay/contract/operator';
import { normalizePayoutNumber, type PayoutNumberRule } from '@fairplay/contract/payout-rails';
import { checkPhone } from '@fairplay/contract/phone';
import type { Region } from '@fairplay/contract/regions';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import {
  instantOf,
  moneyOf,
  optionalInstantOf,
  type PageQuery,
  pageAnswer,
  windowOf,
} from './player-pages.ts';

type SearchBy = (typeof PLAYER_SEARCH_FIELDS)[number];
type MatchedBy = Exclude<SearchBy, 'auto'>;

/** The public id players' sessions carry (users.public_id, 16 random bytes in hex). */
const PUBLIC_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Every way a payout number is stored (payout-rails.ts), to find it however staff typed it. */
const PAYOUT_RULES: PayoutNumberRule[] = [
  { kind: 'digits', minLength: 1, maxLength: 64 },
  { kind: 'mobile' },
  { kind: 'vpa' },
  { kind: 'iban', bankLetters: '' },
];

/**
 * A phone as staff type it: with the trunk 0 ("0812..."), the country code without "+" ("62812...")
 * or as a player would; in E.164 like users.mobile, or null when it is no phone of the region.
 */
export function phoneOfSearch(text: string, region: Region): string | null {
  const compact = text.replace(/[\s\-()]/g, '');
  const candidates = [compact];
  if (compact.startsWith('0')) candidates.push(compact.slice(1));
  if (/^\d/.test(compact) && compact.startsWith(region.phonePrefix.slice(1))) candidates.push(`+${compact}`);
  for (const candidate of candidates) {
    const checked = checkPhone(candidate, region);
    if (checked.ok) return checked.e164;
  }
  return null;
}

/** A LIKE pattern matching names that start with `prefix`, its %, _ and \ taken literally. */
export function prefixPattern(prefix: string): string {
  return `${prefix.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One SELECT per field the text is searched by, each answering (user_id, rank, matched_by) through an
 * index: users' primary key, public id, mobile, device number and lower(nickname) text_pattern_ops;
 * payout_accounts' number; sessions' device number. Rank orders a player's several matches (an id
 * match says more than a nickname prefix).
 */
function matchesOf(text: string, by: SearchBy, region: Region): SQL[] {
  const wants = (field: MatchedBy) => by === 'auto' || by === field;
  const matches: SQL[] = [];
  if (wants('id')) {
    const id = /^\d{1,16}$/.test(text) ? Number(text) : null;
    if (id !== null && Number.isSafeInteger(id) && id > 0) {
      matches.push(sql`select id as user_id, 1 as rank, 'id' as matched_by from users where id = ${id}`);
    } else if (PUBLIC_ID_PATTERN.test(text.toLowerCase())) {
      matches.push(
        sql`select id as user_id, 1 as rank, 'id' as matched_by from users where public_id = ${text.toLowerCase()}`,
      );
    } else if (by === 'id') {
      throw AppError.badRequest('q', 'operator.notPlayerId');
    }
  }
  if (wants('phone')) {
    const phone = phoneOfSearch(text, region);
    if (phone) {
      matches.push(
        sql`select id as user_id, 2 as rank, 'phone' as matched_by from users where mobile = ${phone}`,
      );
    } else if (by === 'phone') {
      const checked = checkPhone(text, region);
      throw AppError.badRequest('q', checked.ok ? 'phone.invalid' : `phone.${checked.problem}`);
    }
  }
  if (wants('account')) {
    const numbers = [...new Set(PAYOUT_RULES.map((rule) => normalizePayoutNumber(rule, text, region)))];
    matches.push(sql`select distinct user_id, 3 as rank, 'account' as matched_by from payout_accounts
      where account_number in (${sql.join(
        numbers.map((number) => sql`${number}`),
        sql`, `,
      )})`);
  }
  if (wants('device')) {
    matches.push(
      sql`select id as user_id, 4 as rank, 'device' as matched_by from users where device_number = ${text}`,
    );
    matches.push(
      sql`select distinct user_id, 4 as rank, 'device' as matched_by from sessions where device_number = ${text}`,
    );
  }
  if (wants('nickname')) {
    matches.push(sql`select id as user_id, 5 as rank, 'nickname' as matched_by from users
      where lower(nickname) like ${prefixPattern(text)} escape '\\'`);
  }
  return matches;
}

interface FoundRow {
  id: number | bigint;
  public_id: string;
  nickname: string;
  mobile: string | null;
  vip_level: number;
  is_guest: boolean;
  locked_at: Date | string | null;
  deposit_closed: boolean;
  created_at: Date | string;
  last_login_at: Date | string | null;
  matched_by: MatchedBy;
  cash: bigint | string | null;
}

/**
 * Finds players by id, phone, nickname prefix, payout account number or device; `auto` searches
 * every field the text can be and answers each player once, by their best match, best matches first
 * and newest players first within a kind of match.
 */
export async function searchPlayers(deps: AppDeps, query: PageQuery & { q: string; by: SearchBy }) {
  const matches = matchesOf(query.q, query.by, deps.config.region);
  const best = sql`
    with matches as (${sql.join(matches, sql` union all `)}),
    best as (
      select distinct on (user_id) user_id, rank, matched_by from matches order by user_id, rank
    )`;
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    queryRows<FoundRow>(
      deps.db,
      sql`${best}
        select u.id, u.public_id, u.nickname, u.mobile, u.vip_level, u.is_guest, u.locked_at,
          u.deposit_closed, u.created_at, u.last_login_at, best.matched_by, cash.balance as cash
        from best
        join users u on u.id = best.user_id
        left join ledger_accounts cash on cash.user_id = u.id and cash.kind = 'user_cash'
        order by best.rank, u.id desc
        limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: bigint | number }>(deps.db, sql`${best} select count(*) as total from best`),
  ]);
  const money = moneyOf(deps);
  const items = rows.map((row) => ({
    userId: Number(row.id),
    publicId: row.public_id,
    nickname: row.nickname,
    mobile: row.mobile,
    vipLevel: row.vip_level,
    balance: money(row.cash ?? 0n),
    isGuest: row.is_guest,
    isLocked: row.locked_at !== null,
    depositClosed: row.deposit_closed,
    createdAt: instantOf(row.created_at),
    lastLoginAt: optionalInstantOf(row.last_login_at),
    matchedBy: row.matched_by,
  }));
  return pageAnswer(items, counted?.total ?? 0, query);
}
