import { addSprite } from '../shared/sprite';

/**
 * Moon Rabbit's art: original drawings as one inline SVG sprite, reused by every cell through
 * <use>. Presentation attributes only (no style attributes): the page's CSP allows no inline
 * styles. A pearl's prize is not drawn here: the cell prints it over the pearl.
 */
const defs = `
<defs>
  <linearGradient id="mr-gold" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff7d1"/><stop offset=".4" stop-color="#ffd866"/>
    <stop offset=".75" stop-color="#d9a02a"/><stop offset="1" stop-color="#8f5e08"/>
  </linearGradient>
  <linearGradient id="mr-silver" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#d5ddf0"/>
    <stop offset="1" stop-color="#8d98bd"/>
  </linearGradient>
  <radialGradient id="mr-halo" cx=".5" cy=".5" r=".5">
    <stop offset=".55" stop-color="#fff4c2" stop-opacity=".55"/>
    <stop offset="1" stop-color="#fff4c2" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="mr-moon-face" cx=".38" cy=".34" r=".72">
    <stop offset="0" stop-color="#fffdf0"/><stop offset=".55" stop-color="#fbe9ad"/>
    <stop offset="1" stop-color="#d9ae4f"/>
  </radialGradient>
  <linearGradient id="mr-ribbon" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3b2f8f"/><stop offset="1" stop-color="#17124a"/>
  </linearGradient>
  <radialGradient id="mr-cake" cx=".42" cy=".36" r=".7">
    <stop offset="0" stop-color="#ffd98a"/><stop offset=".55" stop-color="#e0992f"/>
    <stop offset="1" stop-color="#9a5412"/>
  </radialGradient>
  <radialGradient id="mr-cake-edge" cx=".5" cy=".45" r=".55">
    <stop offset=".7" stop-color="#e8a23a"/><stop offset="1" stop-color="#8a4a0e"/>
  </radialGradient>
  <radialGradient id="mr-lantern-fill" cx=".45" cy=".42" r=".62">
    <stop offset="0" stop-color="#ffd27a"/><stop offset=".35" stop-color="#ff6a3d"/>
    <stop offset=".8" stop-color="#d2192c"/><stop offset="1" stop-color="#7d0a1f"/>
  </radialGradient>
  <linearGradient id="mr-petal" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff0f6"/><stop offset=".5" stop-color="#ffa8cc"/>
    <stop offset="1" stop-color="#d64b8a"/>
  </linearGradient>
  <linearGradient id="mr-petal-back" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffc4dc"/><stop offset="1" stop-color="#b8336f"/>
  </linearGradient>
  <radialGradient id="mr-peach-fill" cx=".4" cy=".4" r=".7">
    <stop offset="0" stop-color="#fff0d8"/><stop offset=".4" stop-color="#ffb58a"/>
    <stop offset=".8" stop-color="#f2667a"/><stop offset="1" stop-color="#b8315a"/>
  </radialGradient>
  <linearGradient id="mr-leaf" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#9be8a8"/><stop offset=".5" stop-color="#35a55f"/>
    <stop offset="1" stop-color="#17603a"/>
  </linearGradient>
  <radialGradient id="mr-flower" cx=".5" cy=".4" r=".6">
    <stop offset="0" stop-color="#fff3b0"/><stop offset=".6" stop-color="#ffc233"/>
    <stop offset="1" stop-color="#e57f0a"/>
  </radialGradient>
  <radialGradient id="mr-pearl-fill" cx=".36" cy=".3" r=".78">
    <stop offset="0" stop-color="#ffffff"/><stop offset=".3" stop-color="#f6f1ff"/>
    <stop offset=".62" stop-color="#d2cbf2"/><stop offset=".88" stop-color="#9a8fd0"/>
    <stop offset="1" stop-color="#6e63aa"/>
  </radialGradient>
  <linearGradient id="mr-sheen" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#8ff3ff" stop-opacity="0"/>
    <stop offset=".5" stop-color="#ffb3e6" stop-opacity=".45"/>
    <stop offset="1" stop-color="#8ff3ff" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="mr-pearl-glow" cx=".5" cy=".5" r=".5">
    <stop offset=".5" stop-color="#e9e4ff" stop-opacity=".5"/>
    <stop offset="1" stop-color="#e9e4ff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="mr-jade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4fff9"/><stop offset=".45" stop-color="#c4f2dc"/>
    <stop offset="1" stop-color="#6fc4a0"/>
  </linearGradient>
  <radialGradient id="mr-jade-halo" cx=".5" cy=".5" r=".5">
    <stop offset=".45" stop-color="#8cffd2" stop-opacity=".45"/>
    <stop offset="1" stop-color="#8cffd2" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="mr-cloud" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#aab4dc"/>
  </linearGradient>
</defs>`;

/** Points around a circle, for the drawings' repeated parts (scallops, petals). */
function around(count: number, radius: number, centreX = 50, centreY = 50, turn = 0) {
  return Array.from({ length: count }, (_, index) => {
    const angle = turn + (index * 2 * Math.PI) / count;
    return {
      x: (centreX + radius * Math.cos(angle)).toFixed(2),
      y: (centreY + radius * Math.sin(angle)).toFixed(2),
      degrees: ((angle * 180) / Math.PI).toFixed(1),
    };
  });
}

const moon = `
<symbol id="mr-moon" viewBox="0 0 100 100">
  <circle cx="50" cy="44" r="46" fill="url(#mr-halo)"/>
  <circle cx="50" cy="44" r="33" fill="url(#mr-moon-face)" stroke="#fff8dc" stroke-width="1.5"/>
  <path d="M43 30 C40 24 41 19 44 18 C46 20 46 26 45 30 C48 26 51 22 54 23 C55 26 50 31 47 33 C52 33 56 37 56 42 C56 47 51 50 45 49 C40 48 36 44 37 39 C38 35 40 32 43 30 Z" fill="#dcae52" opacity=".4"/>
  <circle cx="64" cy="54" r="6.5" fill="#deb25a" opacity=".45"/>
  <circle cx="36" cy="56" r="4" fill="#deb25a" opacity=".45"/>
  <circle cx="65" cy="33" r="3" fill="#deb25a" opacity=".45"/>
  <path d="M24 36 A27 27 0 0 1 42 18" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/>
  <rect x="19" y="70" width="62" height="21" rx="10.5" fill="url(#mr-ribbon)" stroke="url(#mr-gold)" stroke-width="2.5"/>
  <text x="50" y="86" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" font-weight="900" letter-spacing="2" fill="url(#mr-gold)">WILD</text>
</symbol>`;

const mooncake = `
<symbol id="mr-mooncake" viewBox="0 0 100 100">
  <ellipse cx="50" cy="88" rx="30" ry="5" fill="#000" opacity=".25"/>
  ${around(14, 33, 50, 50)
    .map(({ x, y }) => `<circle cx="${x}" cy="${y}" r="8.5" fill="url(#mr-cake-edge)"/>`)
    .join('')}
  <circle cx="50" cy="50" r="34" fill="url(#mr-cake)" stroke="#8a4a0e" stroke-width="1.5"/>
  <circle cx="50" cy="50" r="25" fill="none" stroke="#9a5412" stroke-width="2.5" opacity=".6"/>
  <circle cx="50" cy="50" r="24" fill="none" stroke="#ffe3a3" stroke-width="1" opacity=".6"/>
  ${around(4, 11, 50, 50, Math.PI / 4)
    .map(
      ({ x, y, degrees }) =>
        `<ellipse cx="${x}" cy="${y}" rx="9" ry="5.5" transform="rotate(${degrees} ${x} ${y})" fill="#b8681c" stroke="#ffe0a0" stroke-width="1" opacity=".9"/>`,
    )
    .join('')}
  <rect x="44" y="44" width="12" height="12" rx="2" transform="rotate(45 50 50)" fill="#ffd98a" stroke="#9a5412" stroke-width="1.5"/>
  <ellipse cx="38" cy="30" rx="11" ry="5" transform="rotate(-25 38 30)" fill="#fff" opacity=".3"/>
</symbol>`;

const lantern = `
<symbol id="mr-lantern" viewBox="0 0 100 100">
  <path d="M50 3 V16" stroke="#d9a02a" stroke-width="2.5"/>
  <ellipse cx="50" cy="52" rx="44" ry="40" fill="#ff7a3d" opacity=".18"/>
  <rect x="36" y="15" width="28" height="8" rx="3" fill="url(#mr-gold)"/>
  <ellipse cx="50" cy="51" rx="33" ry="29" fill="url(#mr-lantern-fill)" stroke="#7d0a1f" stroke-width="1.5"/>
  <ellipse cx="50" cy="51" rx="21" ry="29" fill="none" stroke="#8c0b22" stroke-width="1.6" opacity=".75"/>
  <ellipse cx="50" cy="51" rx="9" ry="29" fill="none" stroke="#8c0b22" stroke-width="1.6" opacity=".75"/>
  <path d="M18 51 H82" stroke="#ffd866" stroke-width="1.2" opacity=".5"/>
  <rect x="36" y="78" width="28" height="8" rx="3" fill="url(#mr-gold)"/>
  <path d="M44 86 V97 M50 86 V99 M56 86 V97" stroke="#f0bd45" stroke-width="2.2" stroke-linecap="round"/>
  <ellipse cx="38" cy="38" rx="8" ry="5" transform="rotate(-30 38 38)" fill="#fff" opacity=".35"/>
</symbol>`;

const lotusPetal = (angle: number, length: number, fill: string) =>
  `<path d="M50 74 C${50 - length * 0.32} ${74 - length * 0.45} ${50 - length * 0.18} ${74 - length * 0.9} 50 ${74 - length} C${50 + length * 0.18} ${74 - length * 0.9} ${50 + length * 0.32} ${74 - length * 0.45} 50 74 Z" transform="rotate(${angle} 50 74)" fill="${fill}" stroke="#a8245f" stroke-width="1"/>`;

const lotus = `
<symbol id="mr-lotus" viewBox="0 0 100 100">
  <ellipse cx="50" cy="82" rx="40" ry="10" fill="url(#mr-leaf)" stroke="#17603a" stroke-width="1.5"/>
  <path d="M50 82 L28 78 M50 82 L72 78 M50 82 L50 74" stroke="#17603a" stroke-width="1" opacity=".6"/>
  ${[-70, 70, -48, 48].map((angle) => lotusPetal(angle, 44, 'url(#mr-petal-back)')).join('')}
  ${[-26, 26].map((angle) => lotusPetal(angle, 54, 'url(#mr-petal)')).join('')}
  ${lotusPetal(0, 62, 'url(#mr-petal)')}
  <path d="M50 70 C46 58 46 44 50 30" fill="none" stroke="#fff" stroke-width="2" opacity=".5" stroke-linecap="round"/>
  <ellipse cx="50" cy="72" rx="9" ry="4" fill="#ffd866" stroke="#c98a0c" stroke-width="1"/>
</symbol>`;

const peach = `
<symbol id="mr-peach" viewBox="0 0 100 100">
  <path d="M50 30 C50 22 53 16 57 12" fill="none" stroke="#6b3b1a" stroke-width="3" stroke-linecap="round"/>
  <path d="M53 24 C60 12 76 10 86 16 C78 28 62 30 53 24 Z" fill="url(#mr-leaf)" stroke="#17603a" stroke-width="1.5"/>
  <path d="M56 23 C65 19 74 17 82 17" fill="none" stroke="#17603a" stroke-width="1.2"/>
  <path d="M47 26 C38 14 22 16 16 24 C26 32 40 32 47 26 Z" fill="url(#mr-leaf)" stroke="#17603a" stroke-width="1.5"/>
  <path d="M50 92 C24 88 12 64 20 44 C27 28 44 26 50 36 C56 26 73 28 80 44 C88 64 76 88 50 92 Z" fill="url(#mr-peach-fill)" stroke="#a52a50" stroke-width="1.5"/>
  <path d="M50 36 C44 50 44 72 50 90" fill="none" stroke="#c2415d" stroke-width="2" opacity=".7"/>
  <ellipse cx="34" cy="50" rx="8" ry="12" transform="rotate(20 34 50)" fill="#fff" opacity=".35"/>
</symbol>`;

const osmanthusFlower = (x: number, y: number, size: number) => `
  <g transform="translate(${x} ${y}) scale(${size})">
    ${around(4, 6, 0, 0, Math.PI / 4)
      .map(
        ({ x: petalX, y: petalY }) =>
          `<circle cx="${petalX}" cy="${petalY}" r="6.5" fill="url(#mr-flower)" stroke="#c0620a" stroke-width="1"/>`,
      )
      .join('')}
    <circle cx="0" cy="0" r="3.2" fill="#b85a06"/>
  </g>`;

const osmanthus = `
<symbol id="mr-osmanthus" viewBox="0 0 100 100">
  <path d="M14 84 C34 70 54 56 82 20" fill="none" stroke="#6b3b1a" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M30 74 C14 68 8 52 12 44 C24 46 32 60 30 74 Z" fill="url(#mr-leaf)" stroke="#17603a" stroke-width="1.5"/>
  <path d="M70 36 C82 42 92 40 96 32 C88 24 76 26 70 36 Z" fill="url(#mr-leaf)" stroke="#17603a" stroke-width="1.5"/>
  <path d="M52 56 C62 66 76 70 84 64 C78 54 62 50 52 56 Z" fill="url(#mr-leaf)" stroke="#17603a" stroke-width="1.5"/>
  ${osmanthusFlower(38, 46, 1.15)}
  ${osmanthusFlower(58, 34, 1)}
  ${osmanthusFlower(26, 28, 0.9)}
  ${osmanthusFlower(48, 68, 0.85)}
  ${osmanthusFlower(70, 16, 0.75)}
</symbol>`;

const pearl = `
<symbol id="mr-pearl" viewBox="0 0 100 100">
  <circle cx="50" cy="40" r="40" fill="url(#mr-pearl-glow)"/>
  <path d="M22 66 C30 58 40 62 50 60 C60 62 70 58 78 66 C72 74 62 72 50 74 C38 72 28 74 22 66 Z" fill="url(#mr-gold)" stroke="#8f5e08" stroke-width="1.2"/>
  <circle cx="50" cy="40" r="27" fill="url(#mr-pearl-fill)" stroke="#ede8ff" stroke-width="1.2"/>
  <circle cx="50" cy="40" r="27" fill="url(#mr-sheen)"/>
  <ellipse cx="40" cy="29" rx="9" ry="6" transform="rotate(-30 40 29)" fill="#fff" opacity=".9"/>
  <circle cx="62" cy="52" r="3" fill="#fff" opacity=".5"/>
</symbol>`;

const rabbit = `
<symbol id="mr-rabbit" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="48" fill="url(#mr-jade-halo)"/>
  <path d="M10 86 C8 78 16 74 22 77 C24 70 34 68 38 73 C42 66 56 66 60 73 C64 68 76 70 78 77 C84 74 92 78 90 86 Z" fill="url(#mr-cloud)" stroke="#8d98bd" stroke-width="1.2"/>
  <path d="M37 31 C30 18 28 6 33 3 C39 2 43 16 44 28 Z" fill="url(#mr-jade)" stroke="#2f7f63" stroke-width="1.8" stroke-linejoin="round"/>
  <path d="M35 24 C32 16 32 10 34 8 C37 10 39 18 40 25 Z" fill="#ffb8cf" opacity=".8"/>
  <path d="M46 30 C46 16 50 5 56 5 C61 7 56 20 51 31 Z" fill="url(#mr-jade)" stroke="#2f7f63" stroke-width="1.8" stroke-linejoin="round"/>
  <path d="M49 26 C50 18 52 11 55 9 C57 12 54 20 51 27 Z" fill="#ffb8cf" opacity=".8"/>
  <path d="M30 80 C24 70 28 56 40 52 C48 48 62 48 70 54 C80 60 82 74 74 80 Z" fill="url(#mr-jade)" stroke="#2f7f63" stroke-width="1.8" stroke-linejoin="round"/>
  <circle cx="78" cy="66" r="7" fill="#f4fff9" stroke="#2f7f63" stroke-width="1.6"/>
  <circle cx="42" cy="42" r="15" fill="url(#mr-jade)" stroke="#2f7f63" stroke-width="1.8"/>
  <circle cx="37" cy="40" r="2.6" fill="#1e3b4f"/>
  <circle cx="36.2" cy="39.2" r=".9" fill="#fff"/>
  <ellipse cx="30.5" cy="46" rx="2" ry="1.5" fill="#ff8fb0"/>
  <circle cx="42" cy="48" r="3.2" fill="#ffb8cf" opacity=".55"/>
  <path d="M38 64 C36 70 38 76 44 78 M52 66 C52 72 54 76 58 78" fill="none" stroke="#2f7f63" stroke-width="1.6" stroke-linecap="round"/>
  <path d="M56 58 L72 40" stroke="#9a6a2a" stroke-width="4" stroke-linecap="round"/>
  <ellipse cx="73" cy="38" rx="5" ry="4" transform="rotate(-50 73 38)" fill="url(#mr-gold)" stroke="#8f5e08" stroke-width="1"/>
  <ellipse cx="64" cy="58" rx="6" ry="4" fill="#f4fff9" stroke="#2f7f63" stroke-width="1.4"/>
</symbol>`;

/** The whole sprite, for the page and for previews of the art. */
export const moonRabbitSpriteMarkup = `${defs}${moon}${mooncake}${lantern}${lotus}${peach}${osmanthus}${pearl}${rabbit}`;

export function addMoonRabbitSprite(): void {
  addSprite(moonRabbitSpriteMarkup);
}

export const symbolSpriteId = (symbol: string) => `mr-${symbol}`;
