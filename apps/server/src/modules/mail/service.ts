import type { TMail } from '@fairplay/contract';
import { MAIL_TEMPLATES, type MailTemplate } from '@fairplay/contract/constants';
import type { MessageContext } from '@fairplay/contract/messages';
import { and, eq, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { mailReads, mails, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { isOnBreakAt, wasOnBreakAt } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { majorOf } from '../promo/index.ts';
import { claimReward, grantReward, type MailText, mailTextColumns } from '../rewards/index.ts';
import { systemMailText } from './mail-text.ts';

interface MailRow {
  id: number | bigint;
  title: string;
  content: string;
  template: string | null;
  template_params: Record<string, string | number> | string | null;
  created_at: Date;
  expires_at: Date | null;
  is_broadcast: boolean;
  read_at: Date | null;
  reward_amount: bigint | null;
  reward_wager: number | null;
  reward_status: string | null;
  reward_until: Date | null;
  broadcast_reward: bigint | null;
  broadcast_wager: number | null;
  broadcast_claimed: boolean;
  is_eligible: boolean;
}

/** System messages that are service, not marketing: they reach a player on a break. */
const SERVICE_TEMPLATES = ['feedbackReply'] as const satisfies readonly MailTemplate[];

/**
 * SQL: the message is marketing withheld from the player (decision 024): their break runs `now`,
 * or ran when it was sent (it is never delivered, not even after the break). Service messages reach
 * everyone: those to one player with no reward, an operator's own words or a service template.
 * Everything else is marketing: broadcasts, rewards, promotion notices, and any new template until
 * it is listed as service (a break sees too little rather than too much).
 */
function isWithheldMarketing(
  mail: { userId: SQL; rewardId: SQL; template: SQL; createdAt: SQL },
  userId: number,
  now: Date,
): SQL {
  const serviceTemplates = sql.join(
    SERVICE_TEMPLATES.map((template) => sql`${template}`),
    sql`, `,
  );
  const isService = sql`(${mail.userId} is not null and ${mail.rewardId} is null
    and (${mail.template} is null or ${mail.template} in (${serviceTemplates})))`;
  const isOnBreakNow = sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${isOnBreakAt(now)})`;
  return sql`(not ${isService} and (${isOnBreakNow} or ${wasOnBreakAt(sql`${userId}`, mail.createdAt)}))`;
}

const MAIL_ALIAS_COLUMNS = {
  userId: sql`m.user_id`,
  rewardId: sql`m.reward_id`,
  template: sql`m.template`,
  createdAt: sql`m.created_at`,
};

/**
 * The messages a player sees: their own, every announcement, and the reward broadcasts sent after
 * they registered (each claimed once: promotion "mail", period = the mail id). A reward broadcast
 * is not shown to players who joined later: its text promises them nothing. Marketing is withheld
 * from a player on a break (`isWithheldMarketing`).
 */
function visibleMails(userId: number, now: Date, tail: ReturnType<typeof sql>) {
  return sql`
    select m.id, m.title, m.content, m.template, m.template_params, m.created_at, m.expires_at,
      (m.user_id is null) as is_broadcast,
      r.read_at, pr.amount as reward_amount, pr.wager_multiple as reward_wager, pr.status as reward_status,
      pr.claimable_until as reward_until, m.broadcast_reward, m.broadcast_wager_multiple as broadcast_wager,
      exists (
        select 1 from promotion_rewards br
        where br.promotion = 'mail' and br.user_id = ${userId} and br.period = cast(m.id as text)
      ) as broadcast_claimed,
      (m.user_id is not null or m.created_at > u.created_at) as is_eligible
    from mails m
    join users u on u.id = ${userId}
    left join mail_reads r on r.user_id = ${userId} and r.mail_id = m.id
    left join promotion_rewards pr on pr.id = m.reward_id
    where (m.user_id = ${userId}
      or (m.user_id is null and (m.broadcast_reward is null or m.created_at > u.created_at)))
      and not ${isWithheldMarketing(MAIL_ALIAS_COLUMNS, userId, now)}
    ${tail}`;
}

/** Raw rows carry timestamps as the driver gives them (a Date or text): make them Dates. */
function normalize(row: MailRow): MailRow {
  const date = (value: Date | string | null) =>
    value === null || value instanceof Date ? value : new Date(value);
  return {
    ...row,
    created_at: date(row.created_at) as Date,
    expires_at: date(row.expires_at),
    read_at: date(row.read_at),
    reward_until: date(row.reward_until),
  };
}

function claimStatusOf(row: MailRow, now: Date): TMail['claimStatus'] {
  if (row.reward_status) {
    if (row.reward_status === 'claimed') return 'claimed';
    return row.reward_until && row.reward_until <= now ? 'expired' : 'claimable';
  }
  if (row.broadcast_reward !== null && row.is_eligible) {
    if (row.broadcast_claimed) return 'claimed';
    return row.expires_at && row.expires_at <= now ? 'expired' : 'claimable';
  }
  return 'none';
}

function templateOf(row: MailRow): TMail['template'] {
  if (!row.template || !(MAIL_TEMPLATES as readonly string[]).includes(row.template)) return null;
  const params =
    typeof row.template_params === 'string' ? JSON.parse(row.template_params) : row.template_params;
  return { key: row.template as MailTemplate, params: params ?? {} };
}

function toMail(row: MailRow, deps: AppDeps, now: Date, messages: MessageContext): TMail {
  const major = majorOf(deps);
  const amount = row.reward_amount ?? (row.is_eligible ? row.broadcast_reward : null);
  const template = templateOf(row);
  const stored = { title: row.title, content: row.content };
  // System messages in the reader's language; an operator's words as written.
  const { title, content } = template ? systemMailText(template, stored, messages) : stored;
  return {
    mailId: Number(row.id),
    title,
    content,
    rewardAmount: amount === null ? null : major(BigInt(amount)),
    wagerMultiple: amount === null ? null : (row.reward_wager ?? row.broadcast_wager ?? 0),
    isRead: row.read_at !== null,
    claimStatus: claimStatusOf(row, now),
    expiresAt: (row.reward_until ?? row.expires_at)?.toISOString() ?? null,
    createTime: row.created_at.toISOString(),
    template,
  };
}

/** A page of the player's inbox, newest first; system messages in the language of `messages`. */
export async function listMails(
  deps: AppDeps,
  userId: number,
  page: { page: number; pageSize: number; messages: MessageContext },
) {
  const { pageSize, messages } = page;
  const now = deps.clock.now();
  const [rows, counts] = await Promise.all([
    queryRows<MailRow>(
      deps.db,
      visibleMails(
        userId,
        now,
        sql`order by m.id desc limit ${pageSize} offset ${(page.page - 1) * pageSize}`,
      ),
    ),
    unreadCount(deps, userId),
  ]);
  const [total] = await queryRows<{ total: number }>(
    deps.db,
    sql`select cast(count(*) as integer) as total from (${visibleMails(userId, now, sql``)}) v`,
  );
  return {
    list: rows.map((row) => toMail(normalize(row), deps, now, messages)),
    total: Number(total?.total ?? 0),
    unread: counts.unread,
  };
}

/** Unread messages and rewards waiting to be claimed (the badge on the inbox). */
export async function unreadCount(deps: AppDeps, userId: number) {
  const now = deps.clock.now();
  const [row] = await queryRows<{ unread: number; claimable: number }>(
    deps.db,
    sql`
      select
        cast(count(*) filter (where v.read_at is null) as integer) as unread,
        cast(count(*) filter (where
          (v.reward_status = 'claimable' and (v.reward_until is null or v.reward_until > ${now}))
          or (v.reward_status is null and v.broadcast_reward is not null and v.is_eligible
              and not v.broadcast_claimed and (v.expires_at is null or v.expires_at > ${now}))
        ) as integer) as claimable
      from (${visibleMails(userId, now, sql``)}) v`,
  );
  return { unread: Number(row?.unread ?? 0), claimable: Number(row?.claimable ?? 0) };
}

const MAIL_TABLE_COLUMNS = {
  userId: sql`${mails.userId}`,
  rewardId: sql`${mails.rewardId}`,
  template: sql`${mails.template}`,
  createdAt: sql`${mails.createdAt}`,
};

async function requireVisible(db: Database, userId: number, mailId: number, now: Date) {
  const [mail] = await db
    .select()
    .from(mails)
    .where(
      and(
        eq(mails.id, mailId),
        or(eq(mails.userId, userId), isNull(mails.userId)),
        not(isWithheldMarketing(MAIL_TABLE_COLUMNS, userId, now)),
      ),
    );
  if (!mail) throw AppError.notFound('mail.notFound');
  return mail;
}

/** Marks one message read, or every message (mailId absent). */
export async function markRead(deps: AppDeps, userId: number, mailId: number | null | undefined) {
  const now = deps.clock.now();
  if (mailId) {
    await requireVisible(deps.db, userId, mailId, now);
    await deps.db.insert(mailReads).values({ mailId, userId, readAt: now }).onConflictDoNothing();
  } else {
    await deps.db.execute(sql`
      insert into mail_reads (mail_id, user_id, read_at)
      select m.id, ${userId}, ${now} from mails m
      where m.user_id = ${userId} or m.user_id is null
      on conflict do nothing`);
  }
  return { unread: (await unreadCount(deps, userId)).unread };
}

/** Claims the reward a message carries, once; the message is marked read too. */
export async function claimMail(deps: AppDeps, userId: number, mailId: number) {
  const now = deps.clock.now();
  const major = majorOf(deps);
  return deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const mail = await requireVisible(tx, userId, mailId, now);
    await tx.insert(mailReads).values({ mailId, userId, readAt: now }).onConflictDoNothing();
    if (mail.rewardId !== null) {
      const { reward, balance } = await claimReward(tx, deps, mail.rewardId, userId);
      return { amount: major(reward.amount), balance: major(balance) };
    }
    if (mail.broadcastReward === null) throw AppError.refused('mail.noReward');
    const [player] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    if (!player || player.createdAt >= mail.createdAt) throw AppError.refused('mail.rewardForEarlierPlayers');
    if (mail.expiresAt && mail.expiresAt <= now) throw AppError.refused('reward.expired');
    const granted = await grantReward(tx, deps, {
      promotion: 'mail',
      userId,
      period: String(mail.id),
      amount: mail.broadcastReward,
      wagerMultiple: mail.broadcastWagerMultiple ?? 0,
      delivery: { kind: 'direct' },
    });
    if (!granted.isNew) throw AppError.refused('reward.alreadyClaimed');
    return { amount: major(mail.broadcastReward), balance: major(granted.balance ?? 0n) };
  });
}

/** A message from the system or an operator to one player (no reward). */
export async function sendNotice(
  db: Database,
  message: MailText & { userId: number; createdBy: string; at: Date },
): Promise<number> {
  const [mail] = await db
    .insert(mails)
    .values({
      userId: message.userId,
      ...mailTextColumns(message),
      createdBy: message.createdBy,
      createdAt: message.at,
    })
    .returning({ id: mails.id });
  return mail?.id ?? 0;
}
