import type { TRechargeType, TTransferCard } from '@fairplay/contract';
import { depositBonusMinor, ratioOfMinor } from '@fairplay/contract/deposit-bonus';
import { type TransferRail, transferProofOf } from '@fairplay/contract/deposit-rails';
import { toMajorNumber, toMajorString } from '@fairplay/contract/money';
import fc from 'fast-check';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/index.ts';
import {
  amountText,
  arrangeMethodsForAmount,
  buildDepositTabs,
  cardOfType,
  chooseMethods,
  closestAmount,
  DepositTabKey,
  defaultBankId,
  defaultMethodChoice,
  depositAmountProblem,
  depositBonus,
  firstQuickAmount,
  giftPercent,
  isDepositClosed,
  parseAgents,
  parseAmount,
  parseAmountRange,
  parseRechargeItems,
  sanitizeAmountInput,
  splitMethods,
  transferRails,
} from './deposit-rules.ts';
import { amountProblemMessage } from './deposit-texts.ts';

function method(
  id: number,
  range: string,
  options: Partial<Pick<TRechargeType, 'isDefault' | 'showWeight' | 'showOffset' | 'type'>> = {},
): TRechargeType {
  return {
    id,
    name: `PAY ${id}`,
    type: options.type ?? 1,
    iconUrl: null,
    isDefault: options.isDefault ?? 0,
    amountRange: range,
    showWeight: options.showWeight ?? 1,
    showOffset: options.showOffset ?? 1,
    rechargeMethod: '["QRcode"]',
  };
}

function card(type: TransferRail, rechargeItems: string): TTransferCard {
  return {
    type,
    proof: transferProofOf(type),
    bankName: 'Demo Bank',
    accountNo: type === 'imps' ? '1234567890' : '',
    ifscCode: type === 'imps' ? 'DEMO0001234' : '',
    accountHolder: 'Demo Holder',
    accountName: null,
    upi: type === 'upi' ? 'demo@upi' : null,
    gift: 0.05,
    rechargeItems,
    minAmount: 1000,
    maxAmount: 500000,
    qrcodeUrl: '',
  };
}

const switches = {
  rechargeTypes: [1, 2, 4, 3],
  giftSwitch: 1,
  showTranfer: true,
  transferGiftSwitch: 1,
  transferGift: 0.05,
  agentRechargeSwitch: 1,
  agentRechargeGift: 0.02,
  showCrypto: true,
  cryptoGift: 0.05,
};

describe('deposit tabs (spec point 4)', () => {
  it('follow rechargeTypes order with a +N% badge from each gift ratio', () => {
    expect(buildDepositTabs(switches, false)).toEqual([
      { key: DepositTabKey.online, badgePercent: null },
      { key: DepositTabKey.transfer, badgePercent: 5 },
      { key: DepositTabKey.crypto, badgePercent: 5 },
      { key: DepositTabKey.agency, badgePercent: 2 },
    ]);
  });

  it('show online payment only while giftSwitch is on', () => {
    const keys = buildDepositTabs({ ...switches, giftSwitch: 0 }, false).map((tab) => tab.key);
    expect(keys).toEqual([2, 4, 3]);
  });

  it('show transfer only with showTranfer, its badge only with transferGiftSwitch', () => {
    expect(buildDepositTabs({ ...switches, showTranfer: false }, false).map((tab) => tab.key)).toEqual([
      1, 4, 3,
    ]);
    const transfer = buildDepositTabs({ ...switches, transferGiftSwitch: 0 }, false)[1];
    expect(transfer).toEqual({ key: 2, badgePercent: null });
  });

  it('show agency only with agentRechargeSwitch and crypto only with showCrypto', () => {
    expect(buildDepositTabs({ ...switches, agentRechargeSwitch: 0 }, false).map((tab) => tab.key)).toEqual([
      1, 2, 4,
    ]);
    expect(buildDepositTabs({ ...switches, showCrypto: false }, false).map((tab) => tab.key)).toEqual([
      1, 2, 3,
    ]);
  });

  it('give no badge for a missing or zero gift', () => {
    const tabs = buildDepositTabs({ ...switches, agentRechargeGift: null, cryptoGift: 0 }, false);
    expect(tabs.find((tab) => tab.key === 3)?.badgePercent).toBeNull();
    expect(tabs.find((tab) => tab.key === 4)?.badgePercent).toBeNull();
  });

  it('insert the V/A tab (key 5) as the second tab when a virtual-account method exists', () => {
    expect(buildDepositTabs(switches, true).map((tab) => tab.key)).toEqual([1, 5, 2, 4, 3]);
    expect(buildDepositTabs({ ...switches, rechargeTypes: [2, 1] }, true).map((tab) => tab.key)).toEqual([
      2, 5, 1,
    ]);
    expect(buildDepositTabs({ ...switches, rechargeTypes: [] }, true).map((tab) => tab.key)).toEqual([5]);
  });

  it('ignore unknown and repeated keys', () => {
    expect(
      buildDepositTabs({ ...switches, rechargeTypes: [9, 2, 2, 1] }, false).map((tab) => tab.key),
    ).toEqual([2, 1]);
  });

  it('badge percentages are the ratio x 100, rounded', () => {
    expect(giftPercent(0.05)).toBe(5);
    expect(giftPercent(0.07)).toBe(7);
    expect(giftPercent(0.035)).toBe(3.5);
    expect(giftPercent(0)).toBeNull();
    expect(giftPercent(null)).toBeNull();
  });

  it('take virtual-account methods (type 5) out of the online list', () => {
    const va = method(61, '[100,50000]', { type: 5 });
    const online = method(19, '[500,50000]');
    expect(splitMethods([va, online])).toEqual({ online: [online], virtualAccount: [va] });
  });
});

/** An amount as the player types it, in minor units (2 decimals). */
const typed = (major: number) => parseAmount(String(major), 2);

describe('method selection on +91 (amount ranges)', () => {
  const methods = [
    method(53, '[100,50000]', { showWeight: 5, showOffset: 3 }),
    method(19, '[500,50000]', { showWeight: 1, showOffset: 1, isDefault: 1 }),
    method(42, '[100,20000]', { showWeight: 1, showOffset: 2 }),
    method(30, '[30000,60000]', { showWeight: 9, showOffset: 4 }),
  ];

  it('enables a method only when the amount lies within its range, bounds included', () => {
    const enabled = (amount: number) =>
      arrangeMethodsForAmount(methods, typed(amount), 20000, 2)
        .options.filter((option) => option.isEnabled)
        .map((option) => option.method.id);
    expect(enabled(100).sort()).toEqual([42, 53]);
    expect(enabled(500).sort()).toEqual([19, 42, 53]);
    expect(enabled(20000).sort()).toEqual([19, 42, 53]);
    expect(enabled(60000)).toEqual([30]);
    expect(enabled(99)).toEqual([]);
  });

  it('sorts by showOffset up to rechargeTypeLimit and chooses the first enabled method', () => {
    const choice = arrangeMethodsForAmount(methods, typed(300), 20000, 2);
    expect(choice.options.map((option) => option.method.id)).toEqual([19, 42, 53, 30]);
    expect(choice.selectedId).toBe(42);
    expect(arrangeMethodsForAmount(methods, typed(20000), 20000, 2).selectedId).toBe(19);
  });

  it('sorts by showWeight, higher first, above rechargeTypeLimit', () => {
    const choice = arrangeMethodsForAmount(methods, typed(30000), 20000, 2);
    expect(choice.options.map((option) => option.method.id)).toEqual([30, 53, 19, 42]);
    expect(choice.selectedId).toBe(30);
    expect(arrangeMethodsForAmount(methods, typed(25000), 20000, 2).selectedId).toBe(53);
  });

  it('clears the selection when no method takes the amount (or there is no amount)', () => {
    expect(arrangeMethodsForAmount(methods, typed(70000), 20000, 2).selectedId).toBeNull();
    expect(arrangeMethodsForAmount(methods, null, 20000, 2).selectedId).toBeNull();
    expect(arrangeMethodsForAmount([], typed(500), 20000, 2)).toEqual({ options: [], selectedId: null });
  });

  it('treats an unreadable range as not matching', () => {
    expect(arrangeMethodsForAmount([method(1, 'oops')], typed(500), 20000, 2).selectedId).toBeNull();
  });

  it('applies only to +91; other prefixes choose the isDefault method and keep every method', () => {
    expect(chooseMethods(methods, typed(300), 20000, '+91', 2).selectedId).toBe(42);
    const other = chooseMethods(methods, typed(300), 20000, '+62', 2);
    expect(other.selectedId).toBe(19);
    expect(other.options.map((option) => option.method.id)).toEqual([53, 19, 42, 30]);
    expect(other.options.every((option) => option.isEnabled)).toBe(true);
    expect(chooseMethods(methods, typed(70000), 20000, '+92', 2).selectedId).toBe(19);
  });

  it('falls back to the first method when none is flagged isDefault', () => {
    expect(defaultMethodChoice([method(7, '[1,2]'), method(8, '[1,2]')]).selectedId).toBe(7);
    expect(defaultMethodChoice([]).selectedId).toBeNull();
  });

  it('reads amountRange JSON text', () => {
    expect(parseAmountRange('[100,50000]')).toEqual({ min: 100, max: 50000 });
    expect(parseAmountRange('[100.5, 200]')).toEqual({ min: 100.5, max: 200 });
    expect(parseAmountRange('[5,1]')).toBeNull();
    expect(parseAmountRange('[1]')).toBeNull();
    expect(parseAmountRange('')).toBeNull();
  });
});

describe('default amounts', () => {
  const amountList = [100, 300, 500, 1000, 2000, 5000, 10000, 20000, 50000];

  it('the deposit amount is the typeA amount closest to defaultIndex', () => {
    expect(closestAmount(amountList, 500)).toBe(500);
    expect(closestAmount(amountList, 700)).toBe(500);
    expect(closestAmount(amountList, 800)).toBe(1000);
    expect(closestAmount(amountList, 400)).toBe(300);
    expect(closestAmount(amountList, 1_000_000)).toBe(50000);
    expect(closestAmount([], 500)).toBeNull();
  });

  it("offers the configuration's transfer rails in the contract's order, each once", () => {
    expect(transferRails([card('upi', '1000'), card('imps', '5000')])).toEqual(['imps', 'upi']);
    expect(transferRails([card('easypaisa', '500'), card('ibft', '1000'), card('jazzcash', '500')])).toEqual([
      'ibft',
      'jazzcash',
      'easypaisa',
    ]);
    expect(transferRails([card('bank', '100000')])).toEqual(['bank']);
    expect(transferRails([])).toEqual([]);
  });

  it('the transfer amount is the first IMPS recharge item', () => {
    const cards = [card('upi', '1000|2000'), card('imps', '5000|10000|20000')];
    expect(firstQuickAmount(cardOfType(cards, 'imps'))).toBe(5000);
    expect(firstQuickAmount(cardOfType([card('upi', '1000')], 'imps'))).toBeNull();
    expect(firstQuickAmount(cardOfType([card('imps', '')], 'imps'))).toBeNull();
    expect(parseRechargeItems(' 5000 | x |10000|')).toEqual([5000, 10000]);
  });

  it('the V/A bank is the one whose isDefault equals 1', () => {
    expect(
      defaultBankId([
        { id: 1, isDefault: 0 },
        { id: 2, isDefault: 1 },
      ]),
    ).toBe(2);
    expect(defaultBankId([{ id: 1, isDefault: 0 }])).toBeNull();
  });

  it('amounts start as text in the field', () => {
    expect(amountText(500, 2)).toBe('500');
    expect(amountText(96.8, 2)).toBe('96.8');
    expect(amountText(null, 2)).toBe('');
  });
});

describe('amount messages (spec point 5)', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
    });
  });
  const message = (text: string, range: { min: number; max: number } | null) => {
    const problem = depositAmountProblem(text, range, 2);
    // Intl puts a no-break space between the currency and the number.
    return problem ? amountProblemMessage(i18next.t, problem).replace(/[\u00a0\u202f]/g, ' ') : null;
  };

  it("empty -> 'Please input deposit amount!'", () => {
    expect(message('', { min: 100, max: 50000 })).toBe('Please input deposit amount!');
    expect(message('  ', null)).toBe('Please input deposit amount!');
    expect(message('0', null)).toBe('Please input deposit amount!');
  });

  it("outside the method's range -> 'Deposit amount must during min - max', in the region's money", () => {
    // The default region (Indonesia) in the app's default language: "Rp 50.000", never "50000".
    expect(message('99', { min: 100, max: 50000 })).toBe('Deposit amount must during Rp 100 - Rp 50.000');
    expect(message('50000.01', { min: 100, max: 50000 })).toBe(
      'Deposit amount must during Rp 100 - Rp 50.000',
    );
    expect(message('100', { min: 100, max: 50000 })).toBeNull();
    expect(message('50000', { min: 100, max: 50000 })).toBeNull();
    expect(message('123456', null)).toBeNull();
  });
});

describe('amount input and bonus', () => {
  it('keeps digits and at most 2 decimals', () => {
    expect(sanitizeAmountInput('1,000.567', 2)).toBe('1.00');
    expect(sanitizeAmountInput('1000.567', 2)).toBe('1000.56');
    expect(sanitizeAmountInput('12a3', 2)).toBe('123');
    expect(sanitizeAmountInput('.5', 2)).toBe('0.5');
    expect(sanitizeAmountInput('1.2.3', 2)).toBe('1.23');
    expect(sanitizeAmountInput('007', 2)).toBe('7');
    expect(sanitizeAmountInput('', 2)).toBe('');
    expect(parseAmount('100.', 2)).toBe(10000n);
    expect(parseAmount('abc', 2)).toBeNull();
    expect(parseAmount('100.555', 2)).toBeNull();
  });

  it('shows the quick amount gift, else amount x gift ratio', () => {
    const mode = { amountList: [100, 500], giftList: [37, 97], gift: 0.01 };
    expect(depositBonus(mode, typed(500), 2)).toBe(97);
    expect(depositBonus(mode, typed(1234), 2)).toBe(12.34);
    // 12.345 is rounded down, as the server credits it (it showed 12.35 before).
    expect(depositBonus(mode, typed(1234.5), 2)).toBe(12.34);
    expect(depositBonus(mode, null, 2)).toBe(0);
  });

  it('shows, for every amount from 100.00 to 2,000.00 at 1%, exactly the bonus the server credits', () => {
    const mode = { amountList: [], giftList: [], gift: 0.01 };
    const differing: number[] = [];
    for (let minor = 10_000n; minor <= 200_000n; minor += 1n) {
      // What the player types, read by the app's pipeline, against what the server credits.
      const shown = depositBonus(mode, parseAmount(toMajorString(minor, 2), 2), 2);
      const credited = toMajorNumber(ratioOfMinor(minor, 10_000), 2);
      if (shown !== credited) differing.push(Number(minor));
    }
    expect(differing).toEqual([]);
  });

  it('agrees with the credited bonus for any ratio, amount and quick list (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100_000_000n }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.bigInt({ min: 1n, max: 100_000_000n }), { maxLength: 4 }),
        (amountMinor, giftPpm, quickMinor) => {
          const giftsMinor = quickMinor.map((quick) => quick / 7n);
          const mode = {
            amountList: quickMinor.map((quick) => toMajorNumber(quick, 2)),
            giftList: giftsMinor.map((gift) => toMajorNumber(gift, 2)),
            gift: giftPpm / 1_000_000,
          };
          const credited = depositBonusMinor(
            { amountListMinor: quickMinor, giftListMinor: giftsMinor, giftPpm },
            amountMinor,
          );
          expect(depositBonus(mode, parseAmount(toMajorString(amountMinor, 2), 2), 2)).toBe(
            toMajorNumber(credited, 2),
          );
        },
      ),
    );
  });
});

describe('agents and closing', () => {
  it('reads agentsV2 JSON text, skipping what is unreadable', () => {
    expect(
      parseAgents('[{"name":"A","contact":"https://t.me/a","jumpType":0,"avatar":"/a.svg"},{"name":1},null]'),
    ).toEqual([{ name: 'A', contact: 'https://t.me/a', jumpType: 0, avatar: '/a.svg' }]);
    expect(parseAgents(null)).toEqual([]);
    expect(parseAgents('{bad')).toEqual([]);
  });

  it('deposits are closed unless rechargeOpen is 1 and the player is not closed', () => {
    expect(isDepositClosed({ rechargeOpen: 1, depositClosed: false })).toBe(false);
    expect(isDepositClosed({ rechargeOpen: 0, depositClosed: false })).toBe(true);
    expect(isDepositClosed({ rechargeOpen: 1, depositClosed: true })).toBe(true);
  });
});
