/**
 * A published figure ("96.6396", "5.5": exact decimal text, never a float) in the player's own
 * notation: "96,6396" in Portuguese; Mexico writes the point. Only the separator changes, so the
 * figure stays exact. The game pages write figures the same way.
 */
export function percentText(decimalText: string, language: string): string {
  return language === 'pt-BR' ? decimalText.replace('.', ',') : decimalText;
}
