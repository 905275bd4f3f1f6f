import { useState } from 'react';

/**
 * What the sign-in forms keep while the player reads the Terms page (or another page) and comes
 * back: the page itself unmounts. In memory only (gone on reload), a fixed set of fields (never a
 * password), cleared once the player is signed in.
 */
export type DraftField =
  | 'login.mobile'
  | 'login.code'
  | 'login.identifier'
  | 'loginV2.mobile'
  | 'loginV2.code'
  | 'register.mobile'
  | 'register.code'
  | 'register.inviteCode';

const drafts = new Map<DraftField, string>();

/** A form field's state that outlives the page: `useState`, remembered under `field`. */
export function useDraftState(field: DraftField, initial = ''): [string, (value: string) => void] {
  const [value, setValue] = useState(() => drafts.get(field) ?? initial);
  const update = (next: string) => {
    drafts.set(field, next);
    setValue(next);
  };
  return [value, update];
}

export function clearFormDrafts(): void {
  drafts.clear();
}
