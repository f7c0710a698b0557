/**
 * A published figure ("96.6396", decimal text, never a float) in the player's own notation:
 * "96,6396" in Portuguese. Only the separator changes, so the figure stays exact.
 */
export function percentText(decimalText: string, language: string): string {
  return language === 'pt-BR' ? decimalText.replace('.', ',') : decimalText;
}
