import type { Region, RegionCode } from '@fairplay/contract/regions';
import type {
  CryptoCoin,
  DepositChannel,
  DepositSetting,
  TransferCardSetting,
} from '../modules/settings/deposit-setting.ts';

/**
 * Demo deposit configuration per market (DESIGN.md section 4), as a real operator of that market
 * would set it up: the methods its players know (QRIS, DANA, BCA Virtual Account in Indonesia; UPI
 * apps and IMPS in India; bank transfer, JazzCash and Easypaisa in Pakistan), the operator's own
 * receiving accounts and a USDT address. Every account, wallet number and address here is made up
 * (well formed, owned by no one); the company names say "Fairplay".
 *
 * The quick amounts and bonuses follow the original app's deposit configuration
 * (spec/observed-api.md section 15) in the region's money.
 */
export function demoDepositSetting(region: Region): DepositSetting {
  const market = MARKETS[region.code];
  /** Local money in minor units. */
  const local = (major: number) => Math.round(major * 10 ** region.currencyDecimals);
  /** The original app's INR amounts in the region's money. */
  const scaled = (inr: number) => local(inr * region.demoAmountScale);
  const amounts = [100, 300, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
  const gifts = [37, 57, 97, 187, 317, 777, 977, 1_877, 4_477];
  return {
    rechargeOpen: true,
    rechargeTypes: market.rechargeTypes,
    giftSwitch: true,
    typeA: {
      amountListMinor: amounts.map(scaled),
      giftListMinor: gifts.map(scaled),
      giftPpm: 10_000,
      // The app writes its own note from withdrawMulti in the player's language.
      content: '',
      picUrl: { en: '/static/banners/deposit.svg', id: '/static/banners/id/deposit.svg' },
      withdrawMulti: 5,
    },
    typeB: {
      amountListMinor: amounts.map(scaled),
      giftListMinor: amounts.map(() => 0),
      giftPpm: 0,
      content: '',
      picUrl: { en: '/static/banners/deposit.svg', id: '/static/banners/id/deposit.svg' },
      withdrawMulti: 3,
    },
    defaultAmountMinor: scaled(500),
    rechargeTypeLimitMinor: scaled(20_000),
    channels: market.channels.map(([id, name, type, isDefault, range, showWeight]) => ({
      id,
      name,
      type,
      iconUrl: null,
      isDefault,
      minMinor: scaled(range[0]),
      maxMinor: scaled(range[1]),
      showWeight,
      showOffset: 1,
      methods: [name],
      gateway: 'sandbox' as const,
      isEnabled: true,
    })),
    vaBanks: market.vaBanks.map((name, index) => ({ id: index + 1, name, isDefault: index === 0 })),
    transfer: {
      isEnabled: true,
      giftSwitch: true,
      giftPpm: 50_000,
      withdrawMulti: 3,
      cards: market.transferCards.map(({ quickAmounts, min, max, ...account }) => ({
        ifscCode: '',
        upi: null,
        qrcodeUrl: '',
        ...account,
        quickAmountsMinor: quickAmounts.map(local),
        minMinor: local(min),
        maxMinor: local(max),
      })),
    },
    agency: {
      isEnabled: true,
      giftPpm: 20_000,
      agents: market.agents.map(([name, handle], index) => ({
        name,
        contact: `https://t.me/${handle}`,
        jumpType: 0,
        avatar: `/static/avatars/${[4, 6][index % 2]}.svg`,
      })),
    },
    crypto: {
      isEnabled: true,
      giftPpm: 50_000,
      coins: coins(market.usdtAddress, scaled),
    },
    // Self-service UTR is an Indian rail's claim: a transfer proved by its UTR alone.
    fillOrderSwitch: region.code === 'IN',
    selfServiceBonus: { ratePpmPerPeriod: 10_000, periodHours: 6, maxPpm: 300_000 },
  };
}

/** [id, name, type (1 checkout, 5 virtual account, 6 QRIS), isDefault, INR-like range, showWeight]. */
type ChannelRow = [number, string, DepositChannel['type'], boolean, [number, number], number];

type TransferCardRow = Pick<TransferCardSetting, 'type' | 'bankName' | 'accountNo' | 'accountHolder'> &
  Partial<Pick<TransferCardSetting, 'ifscCode' | 'upi'>> & {
    /** Local major units. */
    quickAmounts: number[];
    min: number;
    max: number;
  };

interface Market {
  rechargeTypes: number[];
  channels: ChannelRow[];
  vaBanks: string[];
  transferCards: TransferCardRow[];
  agents: [string, string][];
  usdtAddress: string;
}

/** Channel ids stay the same in every market (19 is the default gateway method everywhere). */
const MARKETS: Record<RegionCode, Market> = {
  ID: {
    rechargeTypes: [1, 2, 4, 3],
    channels: [
      [70, 'QRIS', 6, false, [50, 50_000], 9],
      [19, 'DANA', 1, true, [500, 50_000], 1],
      [53, 'OVO', 1, false, [100, 50_000], 5],
      [29, 'GoPay', 1, false, [100, 50_000], 5],
      [21, 'ShopeePay', 1, false, [100, 50_000], 1],
      [41, 'LinkAja', 1, false, [300, 50_000], 1],
      [61, 'Virtual Account', 5, false, [100, 50_000], 3],
    ],
    vaBanks: ['BCA', 'BNI', 'BRI', 'Mandiri', 'Permata'],
    transferCards: [
      {
        type: 'bank',
        bankName: 'BCA',
        accountNo: '8720194563',
        accountHolder: 'PT Fairplay Demo Nusantara',
        quickAmounts: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
        min: 50_000,
        max: 50_000_000,
      },
    ],
    agents: [
      ['Agen Resmi Budi', 'fairplay_agen_budi'],
      ['Agen Resmi Sari', 'fairplay_agen_sari'],
    ],
    usdtAddress: 'TRDwX1wJWUGB1FHBDHyPdiLNnUZRyNLKE7',
  },
  IN: {
    rechargeTypes: [1, 2, 4, 3],
    channels: [
      [53, 'UPI QR', 1, false, [100, 50_000], 5],
      [19, 'Paytm', 1, true, [500, 50_000], 1],
      [29, 'PhonePe', 1, false, [100, 50_000], 5],
      [21, 'Google Pay', 1, false, [100, 50_000], 1],
      [41, 'BHIM UPI', 1, false, [300, 50_000], 5],
      [42, 'UPI Express', 1, false, [100, 20_000], 1],
      [30, 'Amazon Pay', 1, false, [100, 10_000], 1],
      [20, 'Net Banking', 1, false, [100, 20_000], 1],
    ],
    vaBanks: [],
    transferCards: [
      {
        type: 'imps',
        bankName: 'HDFC Bank',
        accountNo: '50200091237764',
        ifscCode: 'HDFC0004821',
        accountHolder: 'Fairplay Digital Services Pvt Ltd',
        quickAmounts: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000],
        min: 5_000,
        max: 200_000,
      },
      {
        type: 'upi',
        bankName: 'HDFC Bank',
        accountNo: '',
        upi: 'fairplaydigital@hdfcbank',
        accountHolder: 'Fairplay Digital Services Pvt Ltd',
        quickAmounts: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
        min: 1_000,
        max: 500_000,
      },
    ],
    agents: [
      ['Agent Priya', 'fairplay_agent_priya'],
      ['Agent Rahul', 'fairplay_agent_rahul'],
    ],
    usdtAddress: 'TB5X2qtRjVz8bCGCCx3D9viKVxRUTotUZj',
  },
  PK: {
    rechargeTypes: [2, 1, 4, 3],
    channels: [
      [19, 'Raast', 1, true, [500, 50_000], 1],
      [53, 'Debit Card', 1, false, [100, 50_000], 5],
    ],
    vaBanks: [],
    transferCards: [
      {
        type: 'ibft',
        bankName: 'Meezan Bank',
        accountNo: 'PK32MEZN0002110104583921',
        accountHolder: 'Fairplay Digital (Pvt) Ltd',
        quickAmounts: [1_000, 2_000, 5_000, 10_000, 25_000, 50_000],
        min: 500,
        max: 500_000,
      },
      {
        type: 'jazzcash',
        bankName: 'JazzCash',
        accountNo: '03001234567',
        accountHolder: 'Fairplay Digital (Pvt) Ltd',
        quickAmounts: [500, 1_000, 2_000, 5_000, 10_000, 25_000],
        min: 300,
        max: 250_000,
      },
      {
        type: 'easypaisa',
        bankName: 'Easypaisa',
        accountNo: '03451234567',
        accountHolder: 'Fairplay Digital (Pvt) Ltd',
        quickAmounts: [500, 1_000, 2_000, 5_000, 10_000, 25_000],
        min: 300,
        max: 250_000,
      },
    ],
    agents: [
      ['Agent Usman', 'fairplay_agent_usman'],
      ['Agent Ayesha', 'fairplay_agent_ayesha'],
    ],
    usdtAddress: 'TVhxv1Svom1y6sNJ4icYGv3Ao8iPe1tZvP',
  },
};

/** USDT on TRON first (what players use most), then ETH and BTC; rates follow the INR-like table. */
function coins(usdtAddress: string, scaled: (inr: number) => number): CryptoCoin[] {
  return [
    {
      id: 1,
      crypto: 'USDT',
      network: 'TRC20',
      rateMinorPerCoin: scaled(91.83),
      minCoin: '10',
      maxCoin: '100000',
      decimalPlaces: 3,
      address: usdtAddress,
    },
    {
      id: 2,
      crypto: 'ETH',
      network: 'ERC20',
      rateMinorPerCoin: scaled(270_207),
      minCoin: '0.001',
      maxCoin: '200',
      decimalPlaces: 4,
      address: '0x0ed48a41387616eb37c1f39fd54d144451eacbcf',
    },
    {
      id: 3,
      crypto: 'BTC',
      network: 'BTC',
      rateMinorPerCoin: scaled(5_510_890),
      minCoin: '0.000018',
      maxCoin: '10',
      decimalPlaces: 7,
      address: 'bc1q2vtdjzkpenugr06tw8klf34txgywq4plvk4afk',
    },
  ];
}
