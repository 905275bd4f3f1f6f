/** The lobby's label rules: which label is shown and which games it holds (tiles: shared/ui/tile-layout.ts). */

interface LabelledGame {
  labelIds: readonly number[];
}

/** The games under a label, in the server's order (highest showSort first). */
export function gamesOfLabel<T extends LabelledGame>(games: readonly T[], labelId: number | null): T[] {
  if (labelId === null) return [];
  return games.filter((game) => game.labelIds.includes(labelId));
}

/** The label shown first: the one the player chose if it still exists, else the first (Hot). */
export function selectedLabelId(
  labels: readonly { labelId: number }[],
  chosen: number | null,
): number | null {
  if (chosen !== null && labels.some((label) => label.labelId === chosen)) return chosen;
  return labels[0]?.labelId ?? null;
}
