import { create } from 'zustand';
import { type ChargeInfo, readChargeInfo } from '../api/deposit.ts';
import { getRegion } from '../region.ts';
import { PATHS, pathOf } from '../routes.ts';
import { isLoggedIn } from '../store/session-store.ts';

/** The deposit-closed popup (spec point 2): shown instead of opening Deposit when deposits are closed. */
export const useDepositClosedPopup = create<{ isOpen: boolean; open(): void; close(): void }>((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));

/**
 * On +91 any navigation to Deposit is blocked when the charge info says recharge is not open (or
 * deposits are closed for this player); the popup is shown instead. Returns true when blocked.
 */
export async function isBlockedByDepositGate(
  url: string,
  loadChargeInfo: () => Promise<ChargeInfo | null> = readChargeInfo,
): Promise<boolean> {
  if (pathOf(url) !== PATHS.deposit || getRegion().phonePrefix !== '+91' || !isLoggedIn()) return false;
  // Any outcome but success counts as "unknown" and never blocks.
  const chargeInfo = await loadChargeInfo();
  if (!chargeInfo) return false;
  if (chargeInfo.rechargeOpen === 1 && !chargeInfo.depositClosed) return false;
  useDepositClosedPopup.getState().open();
  return true;
}
