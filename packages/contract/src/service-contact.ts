import { DEFAULT_MIN_VIP_LEVEL } from './constants.ts';

/**
 * The contact rule (spec point 6), once: a contact with a minimum VIP level serves players above it;
 * the VIP service group's minimum is its VipCS (else VipWebCS) contact's, 6 when it does not say; a
 * player above it is sent to the VIP number (else the VIP web number), everyone else to the web
 * service number. Zod-free: the app imports it.
 */

export interface ServiceContact {
  mobileName: string;
  mobileNumber: readonly string[];
  minVipLevel: number | null;
}

const firstNumber = (contact: ServiceContact | undefined) =>
  contact?.mobileNumber.find((value) => value !== '') ?? '';
const byName = (contacts: readonly ServiceContact[], name: string) =>
  contacts.find((contact) => contact.mobileName.toLowerCase() === name.toLowerCase());

/** Whether a player of this level may use a contact with this minimum (none: everyone). */
export function servesLevel(minVipLevel: number | null, vipLevel: number): boolean {
  return minVipLevel === null || vipLevel > minVipLevel;
}

/** The contacts a player of this level sees, in the given order. */
export function contactsFor<T extends ServiceContact>(contacts: readonly T[], vipLevel: number): T[] {
  return contacts.filter((contact) => servesLevel(contact.minVipLevel, vipLevel));
}

/** The minimum level of the VIP service group; 6 when it does not say. */
export function vipServiceMinLevel(info: { mobile: readonly ServiceContact[] } | null): number {
  const vipContact = info ? (byName(info.mobile, 'VipCS') ?? byName(info.mobile, 'VipWebCS')) : undefined;
  return vipContact?.minVipLevel ?? DEFAULT_MIN_VIP_LEVEL;
}

/** Whether a player of this level has the VIP service. */
export function hasVipService(info: { mobile: readonly ServiceContact[] } | null, vipLevel: number): boolean {
  return servesLevel(vipServiceMinLevel(info), vipLevel);
}

/**
 * The customer-service address for a player: above the VIP group's minimum level the VIP service
 * number, falling back to the VIP web number; otherwise the web service number (or the fallback).
 */
export function serviceUrlFor(
  info: { mobile: readonly ServiceContact[] } | null,
  vipLevel: number,
  fallback = '',
): string {
  if (!info) return fallback;
  if (hasVipService(info, vipLevel)) {
    const vipUrl = firstNumber(byName(info.mobile, 'VipCS')) || firstNumber(byName(info.mobile, 'VipWebCS'));
    if (vipUrl) return vipUrl;
  }
  return firstNumber(byName(info.mobile, 'WebCS')) || fallback;
}
