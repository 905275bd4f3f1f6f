import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bindPhone, newPhone, readyToWithdraw } from '../../test/players.ts';

/**
 * Every message a player reads is in the language of the request's locale (else the region's),
 * with the same stable code in every language (decision 013). Money is written the region's way.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Intl writes a no-break space between "Rp" and the number. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** The same call in Indonesian and in English: both refused with one code. */
async function inBothLanguages(
  path: string,
  body: Record<string, unknown>,
  session?: Parameters<TestApp['call']>[2],
) {
  const id = await t.call(path, { ...body, locale: 'id' }, session);
  const en = await t.call(path, { ...body, locale: 'en' }, session);
  const codeOf = (answer: object) => (answer as { code?: string }).code;
  expect(id.state).not.toBe('200');
  expect(codeOf(id)).toBe(codeOf(en));
  return { code: codeOf(id), state: id.state, id: plain(id.msg), en: plain(en.msg) };
}

describe('refusals in the player language, with stable codes', () => {
  it('a wrong login password', async () => {
    const answers = await inBothLanguages('/sso/login', { mobile: newPhone(), password: 'wrong-password' });
    expect(answers).toEqual({
      code: 'auth.wrongPhoneOrPassword',
      state: '1000',
      id: 'Nomor telepon atau kata sandi salah',
      en: 'Incorrect phone number or password',
    });
  });

  it('a wrong withdrawal password', async () => {
    const { player, accountId } = await readyToWithdraw(t, 200_000);
    const body = { amount: 150_000, accountId, withdrawPassword: '000000', requestId: 'lang-test-0001' };
    expect(await inBothLanguages('/withdraw/apply', body, player)).toEqual({
      code: 'withdraw.wrongPassword',
      state: '1000',
      id: 'Kata sandi penarikan salah',
      en: 'The withdrawal password is incorrect',
    });
  });

  it('an invalid gift code', async () => {
    const player = await t.guest();
    expect(await inBothLanguages('/promo/redeemGiftCode', { code: 'NO-SUCH-CODE' }, player)).toEqual({
      code: 'promo.giftCodeInvalid',
      state: '1000',
      id: 'Kode hadiah ini tidak valid atau sudah kedaluwarsa',
      en: 'This gift code is invalid or has expired',
    });
  });

  it('an amount out of range, its Rupiah written the Indonesian way', async () => {
    const player = await t.guest();
    const body = { amount: 50, depositMethod: 19 };
    expect(await inBothLanguages('/recharge/createRechargeOrder', body, player)).toEqual({
      code: 'deposit.amountRange',
      state: '1000',
      id: 'Jumlah deposit harus antara Rp 100.000 - Rp 10.000.000',
      en: 'Deposit amount must during Rp 100.000 - Rp 10.000.000',
    });
  });

  it('a failed field check: the field keeps its name, the sentence is translated', async () => {
    expect(await inBothLanguages('/sso/login', { mobile: '', password: 'x' })).toEqual({
      code: 'phone.empty',
      state: '400',
      id: 'mobile: Nomor telepon tidak boleh kosong',
      en: 'mobile: The phone number cannot be empty',
    });
    // zod's own checks are translated too, never shown in zod's English.
    expect(await inBothLanguages('/sso/login', { mobile: 81234567890, password: 'x', extra: 1 })).toEqual({
      code: 'field.mustBeText',
      state: '400',
      id: 'mobile: harus berupa teks; extra: kolom tidak dikenal',
      en: 'mobile: must be text; extra: unknown field',
    });
    // A body of hundreds of made-up keys names a few of them, not all of them.
    const flood = Object.fromEntries(
      Array.from({ length: 300 }, (_, index) => [`${'k'.repeat(60)}${index}`, 1]),
    );
    const answer = await t.call('/sso/login', {
      ...flood,
      mobile: '81234567890',
      password: 'secret1',
      locale: 'en',
    });
    expect(answer).toMatchObject({ state: '400', code: 'field.unknown' });
    expect((answer as { msg: string }).msg.length).toBeLessThan(400);
  });

  it('login required, in Simplified Chinese too', async () => {
    expect(await t.call('/user/getUserInfo', { locale: 'zh-CN' })).toMatchObject({
      state: '401',
      code: 'request.loginRequired',
      msg: '请先登录',
    });
  });

  it("without a locale, in the region's language (Indonesian here)", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/promo/redeemGiftCode',
      payload: { code: 'NO-SUCH-CODE' },
    });
    expect(answer.json()).toMatchObject({
      state: '401',
      code: 'request.loginRequired',
      msg: 'Silakan masuk terlebih dahulu',
    });
  });

  it('the operator API stays English, with the code', async () => {
    const answer = await t.admin('POST', '/withdrawals/W0000000000000000000/approve', {});
    expect(answer.body).toMatchObject({ message: 'No such withdrawal', code: 'operator.noSuchWithdrawal' });
  });
});

describe('texts the server sends to players', () => {
  async function latestText(phone: string): Promise<string> {
    const answer = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}` });
    return (answer.json() as { messages: { text: string }[] }).messages[0]!.text;
  }

  it('the one-time code SMS is in the language of the request that asked for it', async () => {
    const indonesian = newPhone();
    await t.ok('/sms/send', { mobile: indonesian, type: 'login', locale: 'id' });
    const code = await t.latestOtp(indonesian);
    expect(await latestText(indonesian)).toBe(
      `Kode verifikasi Fairplay Anda adalah ${code}. Berlaku selama 5 menit. Jangan berikan kode ini kepada siapa pun.`,
    );
    const english = newPhone();
    await t.ok('/sms/send', { mobile: english, type: 'login', locale: 'en' });
    expect(await latestText(english)).toBe(
      `Your Fairplay verification code is ${await t.latestOtp(english)}. It expires in 5 minutes. Never share it with anyone.`,
    );
  });

  it('an inbox message is read in the language of the request, whatever it was written in', async () => {
    const player = await t.guest();
    await bindPhone(t, player);
    await t.ok('/promo/signupBonus/activate', {}, player);
    type Inbox = { list: { title: string; content: string; template: { key: string } | null }[] };
    const inIndonesian = await t.ok<Inbox>('/mail/list', { locale: 'id' }, player);
    const inEnglish = await t.ok<Inbox>('/mail/list', { locale: 'en' }, player);
    expect(inIndonesian.list[0]!.template?.key).toBe('signupBonus');
    expect(inIndonesian.list[0]!.title).toBe('Bonus pendaftaran Anda');
    expect(plain(inIndonesian.list[0]!.content)).toMatch(
      /^Selamat datang! Bonus pendaftaran Rp 4\.000 menunggu Anda\. Klaim sebelum \d{1,2} \S+ \d{4}, \d{2}\.\d{2}\.$/,
    );
    expect(inEnglish.list[0]!.title).toBe('Your sign-up bonus');
    expect(plain(inEnglish.list[0]!.content)).toMatch(
      /^Welcome! Your sign-up bonus of Rp 4\.000 is waiting\. Claim it before \d{1,2} \S+ \d{4}, \d{2}[.:]\d{2}\.$/,
    );
  });
});
