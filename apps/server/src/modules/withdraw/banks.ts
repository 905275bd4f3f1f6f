import type { PayoutBank, RegionCode } from '@fairplay/contract';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

const bank = (code: string, name: string, minLength: number, maxLength = minLength): PayoutBank => ({
  code,
  name,
  kind: 'bank',
  rule: { kind: 'digits', minLength, maxLength },
});
const mobileWallet = (code: string, name: string): PayoutBank => ({
  code,
  name,
  kind: 'ewallet',
  rule: { kind: 'mobile' },
});
/** An Indian bank: account numbers of 9-18 digits, with an IFSC that starts with the bank's letters. */
const indianBank = (ifscPrefix: string, name: string): PayoutBank => ({
  code: ifscPrefix,
  name,
  kind: 'bank',
  rule: { kind: 'digits', minLength: 9, maxLength: 18, ifscPrefix },
});
const pakistaniBank = (code: string, name: string, bankLetters: string): PayoutBank => ({
  code,
  name,
  kind: 'bank',
  rule: { kind: 'iban', bankLetters },
});

/**
 * Each market's banks and wallets until an operator configures its own list (setting payoutBanks).
 * Account-number lengths are the banks' published ones (BCA 10, BRI 15, Mandiri 13, ...).
 */
const DEFAULT_PAYOUT_BANKS: Record<RegionCode, readonly PayoutBank[]> = {
  ID: [
    bank('BCA', 'BCA', 10),
    bank('BRI', 'BRI', 15),
    bank('BNI', 'BNI', 10),
    bank('MANDIRI', 'Mandiri', 13),
    bank('BSI', 'Bank Syariah Indonesia', 10),
    bank('CIMB', 'CIMB Niaga', 12, 14),
    bank('PERMATA', 'Permata', 10),
    bank('BTN', 'BTN', 16),
    bank('DANAMON', 'Danamon', 10),
    mobileWallet('DANA', 'DANA'),
    mobileWallet('OVO', 'OVO'),
    mobileWallet('GOPAY', 'GoPay'),
    mobileWallet('SHOPEEPAY', 'ShopeePay'),
    mobileWallet('LINKAJA', 'LinkAja'),
  ],
  IN: [
    indianBank('SBIN', 'State Bank of India'),
    indianBank('HDFC', 'HDFC Bank'),
    indianBank('ICIC', 'ICICI Bank'),
    indianBank('UTIB', 'Axis Bank'),
    indianBank('PUNB', 'Punjab National Bank'),
    indianBank('BARB', 'Bank of Baroda'),
    indianBank('KKBK', 'Kotak Mahindra Bank'),
    indianBank('CNRB', 'Canara Bank'),
    { code: 'UPI', name: 'UPI ID', kind: 'ewallet', rule: { kind: 'vpa' } },
  ],
  PK: [
    pakistaniBank('HBL', 'Habib Bank Limited', 'HABB'),
    pakistaniBank('MCB', 'MCB Bank', 'MUCB'),
    pakistaniBank('UBL', 'United Bank Limited', 'UNIL'),
    pakistaniBank('MEEZAN', 'Meezan Bank', 'MEZN'),
    pakistaniBank('ABL', 'Allied Bank', 'ABPA'),
    pakistaniBank('ALFALAH', 'Bank Alfalah', 'ALFH'),
    pakistaniBank('NBP', 'National Bank of Pakistan', 'NBPA'),
    mobileWallet('JAZZCASH', 'JazzCash'),
    mobileWallet('EASYPAISA', 'Easypaisa'),
  ],
};

/** The region's banks and wallets (/bank/banks): the operator's list, else the market's default. */
export async function payoutBanks(deps: AppDeps): Promise<readonly PayoutBank[]> {
  const { banks } = await getSetting(deps.db, 'payoutBanks');
  return banks ?? DEFAULT_PAYOUT_BANKS[deps.config.region.code];
}

export async function listPayoutBanks(deps: AppDeps): Promise<{ banks: PayoutBank[] }> {
  return { banks: [...(await payoutBanks(deps))] };
}
