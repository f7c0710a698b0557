/**
 * A pearl's prize as printed on the pearl: the player's money without a zero cents part
 * ("R$ 5" rather than "R$ 5,00"), so it fits a reel cell. Grouping puts three digits after a
 * thousands separator, so a separator followed by exactly two zeros at the end is always cents.
 */
export function pearlLabel(money: (amountMinor: number) => string, valueMinor: number): string {
  return money(valueMinor).replace(/[.,]00$/, '');
}

/** "row:reel", the key of a cell in a screen's labels. */
export const cellKey = (reel: number, row: number) => `${row}:${reel}`;
