import {
  formatAmountIn,
  formatMoneyIn,
  formatMoneyShort,
  formatQuantityIn,
  type MoneyStyle,
  moneyStyle,
} from '@fairplay/contract/money-format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguageKey } from './i18n/i18n.ts';
import { getRegion } from './region.ts';

/**
 * The app's one way to show money (contract money-format, on Intl): the deployment's region gives
 * the currency, the player's language the separators and words ("Rp 1.565.478" in Indonesian).
 */

/** The money style for a language key in this deployment's region. */
export function moneyStyleFor(language: string): MoneyStyle {
  return moneyStyle(getRegion(), language);
}

/** The style for the language shown now (for code outside components: message builders). */
export function currentMoneyStyle(): MoneyStyle {
  return moneyStyleFor(currentLanguage());
}

export interface MoneyFormatters {
  /** With the currency: "Rp 100.000". */
  money(major: number): string;
  /** Without the currency: "100.000". */
  amount(major: number): string;
  /** Short from 10,000 with the currency: "Rp 5,5 jt". */
  short(major: number): string;
  /** A quantity that is not the region's money, exactly as written (coins): "100.000", "0,000018". */
  quantity(decimalText: string): string;
}

export function moneyFormatters(style: MoneyStyle): MoneyFormatters {
  return {
    money: (major) => formatMoneyIn(style, major),
    amount: (major) => formatAmountIn(style, major),
    short: (major) => formatMoneyShort(style, major),
    quantity: (decimalText) => formatQuantityIn(style, decimalText),
  };
}

/** The formatters for components: they change (and the component re-renders) with the language. */
export function useMoney(): MoneyFormatters {
  const { i18n } = useTranslation();
  const language = isLanguageKey(i18n.language) ? i18n.language : currentLanguage();
  return useMemo(() => moneyFormatters(moneyStyleFor(language)), [language]);
}
