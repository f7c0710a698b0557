/** Letters that do not decompose into a base letter plus accents. */
const extraLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
};

/**
 * Text a BR Code may carry in the merchant name or city: printable ASCII only (many bank apps
 * misread anything else), accents dropped (São Paulo → Sao Paulo), spaces collapsed, cut to
 * lengthMax characters.
 */
export function toBrCodeText(text: string, lengthMax: number): string {
  const ascii = Array.from(
    text.normalize('NFD'),
    (character) => extraLetters[character] ?? character,
  )
    .join('')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.slice(0, lengthMax).trimEnd();
}
