import { STAFF_ROLES } from '@fairplay/contract/operator/permissions';
import type { TFunction } from 'i18next';

/** Every role for a Select, named in the staff member's language. */
export function roleOptions(t: TFunction) {
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
