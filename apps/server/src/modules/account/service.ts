import type { TUserInfo } from '@fairplay/contract';
import { toMajorNumber, toMajorString } from '@fairplay/contract/money';
import { maskPhone } from '@fairplay/contract/phone';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { findUserWithBalances } from './repository.ts';

/** The player's own profile and money status (/user/getUserInfo). */
export async function getUserInfo(deps: AppDeps, userId: number): Promise<TUserInfo> {
  const user = await findUserWithBalances(deps.db, userId);
  if (!user) throw AppError.unauthorized();
  const balances = { cash: user.cash, hold: user.hold };
  const decimals = deps.config.region.currencyDecimals;
  return {
    id: user.id,
    uid: user.publicId,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: user.mobile ? maskPhone(user.mobile) : null,
    isGuest: user.isGuest,
    balance: toMajorNumber(balances.cash, decimals),
    totalAssets: toMajorString(balances.cash, decimals),
    frozen: toMajorNumber(balances.hold, decimals),
    wagerRemaining: toMajorNumber(user.wagerRemaining, decimals),
    bonusBalance: toMajorNumber(user.bonus, decimals),
    bonusWagerRemaining: toMajorNumber(user.bonusWagerRemaining, decimals),
    pwdStatus: user.passwordHash !== null,
    withdrawPwdStatus: user.withdrawPasswordHash !== null,
    bankStatus: user.hasPayoutAccount,
    firstRecharge: user.firstDepositAt ? 1 : 0,
    abMode: user.abMode === 'B' ? 'B' : 'A',
    regChannel: user.regChannel,
    inviteCode: user.inviteCode,
    vipLevel: user.vipLevel,
    depositClosed: user.depositClosed,
    email: user.email,
    birthday: user.birthday,
    whatsapp: user.whatsapp,
    facebook: user.facebook,
    telegram: user.telegram,
    twitter: user.twitter,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function reportOnline(deps: AppDeps, userId: number, placeId: number): Promise<null> {
  await deps.db
    .update(users)
    .set({ lastOnlineAt: deps.clock.now(), lastPlaceId: placeId })
    .where(eq(users.id, userId));
  return null;
}

export async function saveAdid(
  deps: AppDeps,
  userId: number,
  adid: string | null | undefined,
): Promise<null> {
  if (!adid) return null;
  await deps.db.update(users).set({ adid }).where(eq(users.id, userId));
  return null;
}
