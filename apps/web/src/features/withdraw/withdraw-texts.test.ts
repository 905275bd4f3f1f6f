import { formatMoneyIn, moneyStyle } from '@fairplay/contract/money-format';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/index.ts';
import id from '../../shared/i18n/locales/id/index.ts';
import { STATUS_HINT_KEYS, STATUS_KEYS } from './withdraw-status.ts';
import {
  ACCOUNT_PROBLEM_KEYS,
  amountProblemMessage,
  PASSWORD_ENTRY_KEYS,
  PASSWORD_PROBLEM_KEYS,
  PHONE_PROBLEM_KEYS,
  wagerLeftMessage,
} from './withdraw-texts.ts';

const rupees = (major: number) =>
  formatMoneyIn(moneyStyle({ code: 'IN', currency: 'INR', currencyDecimals: 2 }, 'en'), major);
const rupiah = (major: number) =>
  formatMoneyIn(moneyStyle({ code: 'ID', currency: 'IDR', currencyDecimals: 2 }, 'en'), major).replace(
    /\u00a0/g,
    ' ',
  );

const english = i18next.createInstance();
const indonesian = i18next.createInstance();

beforeAll(async () => {
  await english.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  await indonesian.init({
    lng: 'id',
    resources: { id: { translation: id } },
    interpolation: { escapeValue: false },
  });
});

describe('the exact messages of spec points 5 and 8', () => {
  const t = (key: string, options?: Record<string, unknown>) => english.t(key, options);

  it('withdraw page', () => {
    expect(amountProblemMessage(t, { kind: 'empty' }, rupees)).toBe('The withdrawal amount cannot be empty');
    expect(t(PASSWORD_ENTRY_KEYS.empty)).toBe('Please enter your withdrawal password');
    expect(wagerLeftMessage(t, 'Rp 3.839.000')).toBe('You still have Rp 3.839.000 left to bet in the game');
    expect(t('withdraw.apply.success')).toBe('Application successful, please wait');
    expect(t('withdraw.common.noRecord')).toBe('No record!');
  });

  it('withdrawal password page', () => {
    expect(t(PASSWORD_PROBLEM_KEYS.passwordEmpty)).toBe('The withdraw passwd cannot be empty');
    expect(t(PASSWORD_PROBLEM_KEYS.passwordsDiffer)).toBe('Two passwords do not match');
    expect(t(PASSWORD_PROBLEM_KEYS.codeEmpty)).toBe('The verification code cannot be empty');
  });

  it('phone binding page', () => {
    expect(t(PHONE_PROBLEM_KEYS.phoneEmpty)).toBe('The phone number cannot be empty');
    expect(t(PHONE_PROBLEM_KEYS.phoneLeadingZero)).toBe('The phone number cannot start with 0');
  });

  it('amount limits name the amount with the currency', () => {
    expect(amountProblemMessage(t, { kind: 'belowMin', limit: 100 }, rupees)).toBe(
      'The minimum withdrawal is ₹100',
    );
    expect(amountProblemMessage(t, { kind: 'aboveLimit', limit: 2500.5 }, rupiah)).toBe(
      'Your remaining withdrawal limit today is Rp 2.500,50',
    );
  });

  it('arrival time of spec point 9', () => {
    expect(t('withdraw.arrivalTime', { usual: 2, max: 24 })).toBe(
      'Withdrawals usually arrive in about 2 hours, at most 24 hours.',
    );
  });
});

describe('every key used by the rules exists in English and Indonesian', () => {
  const keys = [
    ...Object.values(PASSWORD_ENTRY_KEYS),
    ...Object.values(PASSWORD_PROBLEM_KEYS),
    ...Object.values(PHONE_PROBLEM_KEYS),
    ...Object.values(ACCOUNT_PROBLEM_KEYS),
    ...Object.values(STATUS_KEYS),
    ...Object.values(STATUS_HINT_KEYS),
    'withdraw.apply.wagerLeft',
  ];

  it.each(keys)('%s', (key) => {
    expect(english.exists(key)).toBe(true);
    expect(indonesian.exists(key)).toBe(true);
    expect(indonesian.t(key)).not.toBe(english.t(key));
  });
});
