import type { Permission, StaffRole } from '@fairplay/contract/operator/permissions';

/** The permissions each role holds on screen, before Save (a role missing here is as the server has it). */
export type RoleDrafts = Partial<Record<StaffRole, readonly Permission[]>>;

/** A role's permissions with one permission ticked or not, in the contract's permission order. */
export function withPermission(
  order: readonly Permission[],
  held: readonly Permission[],
  permission: Permission,
  isHeld: boolean,
): Permission[] {
  const next = new Set(held);
  if (isHeld) next.add(permission);
  else next.delete(permission);
  return order.filter((entry) => next.has(entry));
}

/** Whether a draft differs from what the server holds (order does not matter). */
export function isChanged(saved: readonly Permission[], draft: readonly Permission[] | undefined): boolean {
  if (!draft) return false;
  if (saved.length !== draft.length) return true;
  const savedSet = new Set(saved);
  return draft.some((permission) => !savedSet.has(permission));
}
