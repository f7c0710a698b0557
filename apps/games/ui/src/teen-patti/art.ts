import { addSprite } from '../shared/sprite';

/**
 * Teen Patti's art, drawn for this game as one inline SVG sprite: the four suits every card uses,
 * the fan of cards (loading, errors, celebrations), the chip that rains on a big win and the
 * Deal button's icon. The cards themselves are HTML and CSS around these suits (cards.ts).
 */
const suits = `
<symbol id="tp-suit-hearts" viewBox="0 0 100 100">
  <path d="M50 90 C24 70 6 54 6 33 C6 18 17 8 30 8 C39 8 46 13 50 22 C54 13 61 8 70 8 C83 8 94 18 94 33 C94 54 76 70 50 90 Z" fill="currentColor"/>
</symbol>
<symbol id="tp-suit-diamonds" viewBox="0 0 100 100">
  <path d="M50 4 Q65 27 86 50 Q65 73 50 96 Q35 73 14 50 Q35 27 50 4 Z" fill="currentColor"/>
</symbol>
<symbol id="tp-suit-spades" viewBox="0 0 100 100">
  <path d="M50 5 C60 22 93 38 93 60 C93 74 82 82 71 82 C63 82 57 79 54 73 C55 83 59 90 67 96 L33 96 C41 90 45 83 46 73 C43 79 37 82 29 82 C18 82 7 74 7 60 C7 38 40 22 50 5 Z" fill="currentColor"/>
</symbol>
<symbol id="tp-suit-clubs" viewBox="0 0 100 100">
  <circle cx="50" cy="28" r="19" fill="currentColor"/>
  <circle cx="27" cy="60" r="19" fill="currentColor"/>
  <circle cx="73" cy="60" r="19" fill="currentColor"/>
  <path d="M40 42 H60 L56 62 H44 Z" fill="currentColor"/>
  <path d="M46 58 H54 C55 77 59 88 68 96 H32 C41 88 45 77 46 58 Z" fill="currentColor"/>
</symbol>`;

/** Three fanned cards (A♥, K♠, Q♦) pivoting on their bottom centre, like a hand held together. */
const fan = `
<symbol id="tp-fan" viewBox="0 0 160 160">
  <defs>
    <radialGradient id="tp-fan-glow" cx=".5" cy=".55" r=".5">
      <stop offset="0" stop-color="#ffd36b" stop-opacity=".55"/>
      <stop offset="1" stop-color="#ffd36b" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <circle cx="80" cy="84" r="76" fill="url(#tp-fan-glow)"/>
  <g transform="translate(80 136)" font-family="Georgia, 'Times New Roman', serif" font-weight="800" font-size="17">
    <g transform="translate(-16 0) rotate(-24) translate(-28 -86)">
      <rect width="56" height="80" rx="8" fill="#fffdf6" stroke="#e6c874" stroke-width="2.5"/>
      <text x="8" y="20" fill="#c8102e">A</text>
      <use href="#tp-suit-hearts" x="15" y="30" width="26" height="26" color="#c8102e"/>
    </g>
    <g transform="translate(-28 -92)">
      <rect width="56" height="80" rx="8" fill="#fffdf6" stroke="#e6c874" stroke-width="2.5"/>
      <text x="8" y="20" fill="#1b1b2f">K</text>
      <use href="#tp-suit-spades" x="15" y="30" width="26" height="26" color="#1b1b2f"/>
    </g>
    <g transform="translate(16 0) rotate(24) translate(-28 -86)">
      <rect width="56" height="80" rx="8" fill="#fffdf6" stroke="#e6c874" stroke-width="2.5"/>
      <text x="8" y="20" fill="#c8102e">Q</text>
      <use href="#tp-suit-diamonds" x="15" y="30" width="26" height="26" color="#c8102e"/>
    </g>
  </g>
</symbol>`;

/** A casino chip: magenta with white edge spots and a gold centre. */
const chip = `
<symbol id="tp-chip" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="46" fill="#b3134f" stroke="#5e0728" stroke-width="3"/>
  <circle cx="50" cy="50" r="38" fill="none" stroke="#fff6e6" stroke-width="10" stroke-dasharray="13 11"/>
  <circle cx="50" cy="50" r="27" fill="#ffd36b" stroke="#a86a00" stroke-width="2.5"/>
  <circle cx="50" cy="50" r="20" fill="none" stroke="#a86a00" stroke-width="1.5" stroke-dasharray="3 3"/>
</symbol>`;

/** The Deal button's icon: two cards, one sliding off the other. */
const dealIcon = `
<symbol id="tp-icon-deal" viewBox="0 0 24 24">
  <rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="2" transform="rotate(-12 8.5 12.5)"/>
  <rect x="10" y="4" width="11" height="15" rx="2" fill="currentColor" transform="rotate(10 15.5 11.5)"/>
</symbol>`;

export function addTeenPattiArt(): void {
  addSprite(suits + fan + chip + dealIcon);
}

/** The sprite id of a suit's pip. */
export function suitSpriteId(suit: string): string {
  return `tp-suit-${suit}`;
}
