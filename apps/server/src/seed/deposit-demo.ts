import type { Region } from '@fairplay/contract/regions';
import type { DepositSetting } from '../modules/settings/deposit-setting.ts';

/**
 * Demo deposit configuration modelled on the original app (spec/observed-api.md section 15),
 * scaled to the region's money. Account numbers, VPAs and names are made up.
 */
export function demoDepositSetting(region: Region): DepositSetting {
  const minor = (inr: number) => Math.round(inr * region.demoAmountScale * 10 ** region.currencyDecimals);
  const amounts = [100, 300, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
  const gifts = [37, 57, 97, 187, 317, 777, 977, 1_877, 4_477];
  const channel = (
    id: number,
    name: string,
    isDefault: boolean,
    range: [number, number],
    showWeight: number,
    methods: string[],
    type: 1 | 5 = 1,
  ) => ({
    id,
    name,
    type,
    iconUrl: null,
    isDefault,
    minMinor: minor(range[0]),
    maxMinor: minor(range[1]),
    showWeight,
    showOffset: 1,
    methods,
    gateway: 'sandbox' as const,
    isEnabled: true,
  });
  const upiMethods = ['PayTM', 'PhonePe', 'GooglePay', 'UPI'];
  const channels = [
    channel(53, 'PAY 47', false, [100, 50_000], 5, ['QRcode']),
    channel(19, 'PAY 1', true, [500, 50_000], 1, ['QRcode']),
    channel(29, 'PAY 23', false, [100, 50_000], 5, ['QRcode']),
    channel(21, 'PAY 12', false, [100, 50_000], 1, upiMethods),
    channel(41, 'PAY 35', false, [300, 50_000], 5, upiMethods),
    channel(42, 'PAY 36', false, [100, 20_000], 1, upiMethods),
    channel(30, 'PAY 24', false, [100, 10_000], 1, upiMethods),
    channel(20, 'PAY 13', false, [100, 20_000], 1, upiMethods),
  ];
  if (region.code === 'ID') channels.push(channel(61, 'Virtual Account', false, [100, 50_000], 3, ['VA'], 5));
  return {
    rechargeOpen: true,
    rechargeTypes: [1, 2, 4, 3],
    giftSwitch: true,
    typeA: {
      amountListMinor: amounts.map(minor),
      giftListMinor: gifts.map(minor),
      giftPpm: 10_000,
      content:
        'Wager requirement (to withdrawal): 5 times of your deposit. The bonus goes to your bonus balance with the deposit: it can be played, and becomes withdrawable cash once its own wagering is complete.',
      picUrl: '/static/banners/deposit.svg',
      withdrawMulti: 5,
    },
    typeB: {
      amountListMinor: amounts.map(minor),
      giftListMinor: amounts.map(() => 0),
      giftPpm: 0,
      content: 'Wager requirement (to withdrawal): 3 times of your deposit.',
      picUrl: '/static/banners/deposit.svg',
      withdrawMulti: 3,
    },
    defaultAmountMinor: minor(500),
    rechargeTypeLimitMinor: minor(20_000),
    channels,
    vaBanks:
      region.code === 'ID'
        ? [
            { id: 1, name: 'BCA', isDefault: true },
            { id: 2, name: 'BNI', isDefault: false },
            { id: 3, name: 'BRI', isDefault: false },
            { id: 4, name: 'Mandiri', isDefault: false },
          ]
        : [],
    transfer: {
      isEnabled: true,
      giftSwitch: true,
      giftPpm: 50_000,
      withdrawMulti: 3,
      cards: [
        {
          type: 'imps',
          bankName: 'Demo National Bank',
          accountNo: '39871234560021',
          ifscCode: 'DEMO0001234',
          accountHolder: 'Fairplay Payments Demo',
          upi: null,
          quickAmountsMinor: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000].map(minor),
          minMinor: minor(5_000),
          maxMinor: minor(200_000),
          qrcodeUrl: '',
        },
        {
          type: 'upi',
          bankName: 'Demo National Bank',
          accountNo: '',
          ifscCode: '',
          accountHolder: 'Fairplay Payments Demo',
          upi: 'fairplay.demo@upi',
          quickAmountsMinor: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000].map(
            minor,
          ),
          minMinor: minor(1_000),
          maxMinor: minor(500_000),
          qrcodeUrl: '',
        },
      ],
    },
    agency: {
      isEnabled: true,
      giftPpm: 20_000,
      agents: [
        {
          name: 'Agent Arif',
          contact: 'https://t.me/fairplay_agent_arif',
          jumpType: 0,
          avatar: '/static/avatars/4.svg',
        },
        {
          name: 'Agent Priya',
          contact: 'https://wa.me/620000000123',
          jumpType: 0,
          avatar: '/static/avatars/6.svg',
        },
      ],
    },
    crypto: {
      isEnabled: true,
      giftPpm: 50_000,
      coins: [
        {
          id: 1,
          crypto: 'USDT',
          network: 'TRC20',
          rateMinorPerCoin: minor(91.83),
          minCoin: '10',
          maxCoin: '100000',
          decimalPlaces: 3,
          address: 'TDemoAddressUsdtTrc20xxxxxxxxxxxx',
        },
        {
          id: 2,
          crypto: 'ETH',
          network: 'ERC20',
          rateMinorPerCoin: minor(270_207),
          minCoin: '0.001',
          maxCoin: '200',
          decimalPlaces: 4,
          address: '0xDemoEthAddress000000000000000000000000',
        },
        {
          id: 3,
          crypto: 'BTC',
          network: 'BTC',
          rateMinorPerCoin: minor(5_510_890),
          minCoin: '0.000018',
          maxCoin: '10',
          decimalPlaces: 7,
          address: 'bc1qdemoaddressxxxxxxxxxxxxxxxxxxxxxx',
        },
      ],
    },
    fillOrderSwitch: true,
    selfServiceBonus: { ratePpmPerPeriod: 10_000, periodHours: 6, maxPpm: 300_000 },
  };
}
