import { addSprite } from '../shared/sprite';

/**
 * Golden Ox's art: original drawings in the green and gold of the casino's Golden Ox card, one
 * inline SVG sprite reused by every cell through <use>. No style attributes: the CSP allows only
 * the page's own stylesheets.
 */
const defs = `
<defs>
  <linearGradient id="ox-gold" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff3c4"/><stop offset=".4" stop-color="#ffd766"/>
    <stop offset=".75" stop-color="#e7a52c"/><stop offset="1" stop-color="#a8660e"/>
  </linearGradient>
  <linearGradient id="ox-gold-side" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#b4710f"/><stop offset=".5" stop-color="#ffe48a"/>
    <stop offset="1" stop-color="#b4710f"/>
  </linearGradient>
  <radialGradient id="ox-face" cx=".5" cy=".35" r=".7">
    <stop offset="0" stop-color="#fff0b3"/><stop offset=".5" stop-color="#f4bf45"/>
    <stop offset="1" stop-color="#b87314"/>
  </radialGradient>
  <radialGradient id="ox-jade" cx=".38" cy=".32" r=".75">
    <stop offset="0" stop-color="#c8f7d9"/><stop offset=".45" stop-color="#4fcf8c"/>
    <stop offset="1" stop-color="#0d6a41"/>
  </radialGradient>
  <linearGradient id="ox-red" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ff6a55"/><stop offset=".55" stop-color="#d61a2a"/>
    <stop offset="1" stop-color="#7c0614"/>
  </linearGradient>
  <radialGradient id="ox-lotus" cx=".5" cy=".85" r=".9">
    <stop offset="0" stop-color="#fff2f6"/><stop offset=".5" stop-color="#ff9cc0"/>
    <stop offset="1" stop-color="#d9477d"/>
  </radialGradient>
  <radialGradient id="ox-peach" cx=".4" cy=".35" r=".75">
    <stop offset="0" stop-color="#fff1c9"/><stop offset=".45" stop-color="#ffb27a"/>
    <stop offset="1" stop-color="#e0486a"/>
  </radialGradient>
  <radialGradient id="ox-halo" cx=".5" cy=".5" r=".5">
    <stop offset="0" stop-color="#fff6c2" stop-opacity=".9"/>
    <stop offset=".6" stop-color="#5ee3a1" stop-opacity=".35"/>
    <stop offset="1" stop-color="#5ee3a1" stop-opacity="0"/>
  </radialGradient>
</defs>`;

const ox = `
<symbol id="sym-ox" viewBox="0 0 100 100">
  <circle cx="50" cy="52" r="48" fill="url(#ox-halo)"/>
  <path d="M31 33 C22 31 12 24 9 9 C17 18 26 21 36 24 Z" fill="#fff3d6" stroke="#6b4a1c" stroke-width="2.2" stroke-linejoin="round"/>
  <path d="M69 33 C78 31 88 24 91 9 C83 18 74 21 64 24 Z" fill="#fff3d6" stroke="#6b4a1c" stroke-width="2.2" stroke-linejoin="round"/>
  <ellipse cx="19" cy="46" rx="12" ry="6.5" transform="rotate(-24 19 46)" fill="#d9982c" stroke="#6b4a1c" stroke-width="2"/>
  <ellipse cx="81" cy="46" rx="12" ry="6.5" transform="rotate(24 81 46)" fill="#d9982c" stroke="#6b4a1c" stroke-width="2"/>
  <ellipse cx="20" cy="46" rx="7" ry="3" transform="rotate(-24 20 46)" fill="#f6c9a0"/>
  <ellipse cx="80" cy="46" rx="7" ry="3" transform="rotate(24 80 46)" fill="#f6c9a0"/>
  <path d="M50 22 C67 22 75 34 75 47 C75 58 71 64 69 71 L31 71 C29 64 25 58 25 47 C25 34 33 22 50 22 Z" fill="url(#ox-face)" stroke="#6b4a1c" stroke-width="2.6"/>
  <path d="M42 24 C45 31 55 31 58 24 C56 30 53 33 50 34 C47 33 44 30 42 24 Z" fill="#b87314"/>
  <circle cx="39" cy="48" r="5" fill="#2a1606"/><circle cx="61" cy="48" r="5" fill="#2a1606"/>
  <circle cx="40.8" cy="46.2" r="1.7" fill="#fff"/><circle cx="62.8" cy="46.2" r="1.7" fill="#fff"/>
  <path d="M33 41 C36 39 40 39 43 40 M57 40 C60 39 64 39 67 41" stroke="#6b4a1c" stroke-width="2" fill="none" stroke-linecap="round"/>
  <ellipse cx="50" cy="73" rx="21" ry="13" fill="#f7d7b0" stroke="#6b4a1c" stroke-width="2.4"/>
  <ellipse cx="42" cy="72" rx="3.6" ry="5" fill="#7a3f12"/><ellipse cx="58" cy="72" rx="3.6" ry="5" fill="#7a3f12"/>
  <circle cx="50" cy="86" r="7.5" fill="none" stroke="url(#ox-gold-side)" stroke-width="3.6"/>
  <circle cx="50" cy="86" r="7.5" fill="none" stroke="#8a5200" stroke-width=".8"/>
  <path d="M74 14 L76 19 L81 21 L76 23 L74 28 L72 23 L67 21 L72 19 Z" fill="#fffbe0"/>
</symbol>`;

const ingot = `
<symbol id="sym-ingot" viewBox="0 0 100 100">
  <ellipse cx="50" cy="84" rx="38" ry="6" fill="#000" opacity=".28"/>
  <path d="M7 50 Q13 41 26 47 Q30 31 50 31 Q70 31 74 47 Q87 41 93 50 Q91 75 50 80 Q9 75 7 50 Z" fill="url(#ox-gold)" stroke="#7a4a08" stroke-width="2.8" stroke-linejoin="round"/>
  <path d="M26 47 Q50 60 74 47" fill="none" stroke="#a8660e" stroke-width="2.4"/>
  <ellipse cx="50" cy="43" rx="17" ry="10" fill="url(#ox-gold-side)" stroke="#7a4a08" stroke-width="2.2"/>
  <path d="M40 39 Q46 35 55 36" stroke="#fffbe0" stroke-width="2.8" fill="none" stroke-linecap="round"/>
  <path d="M15 55 Q22 68 42 72" stroke="#fff3b0" stroke-width="2.6" fill="none" stroke-linecap="round" opacity=".8"/>
  <path d="M82 20 L84 26 L90 28 L84 30 L82 36 L80 30 L74 28 L80 26 Z" fill="#fffbe0"/>
</symbol>`;

const jade = `
<symbol id="sym-jade" viewBox="0 0 100 100">
  <path d="M50 6 C42 6 42 16 50 20 C58 16 58 6 50 6 Z" fill="none" stroke="#c4142a" stroke-width="3"/>
  <path d="M50 18 L50 26" stroke="#c4142a" stroke-width="3"/>
  <circle cx="50" cy="24" r="3.5" fill="url(#ox-gold)" stroke="#7a4a08" stroke-width="1"/>
  <path fill-rule="evenodd" d="M50 24 A33 33 0 1 1 49.99 24 Z M50 47 A10 10 0 1 0 50.01 47 Z" fill="url(#ox-jade)" stroke="#0a4a2c" stroke-width="2.6"/>
  <circle cx="50" cy="57" r="22" fill="none" stroke="#0a5a36" stroke-width="1.6" opacity=".7"/>
  <path d="M50 35 L50 40 M50 74 L50 79 M28 57 L33 57 M67 57 L72 57" stroke="#0a5a36" stroke-width="2" stroke-linecap="round" opacity=".7"/>
  <path d="M28 43 C32 35 39 30 47 29" stroke="#effff4" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>
</symbol>`;

const coins = `
<symbol id="sym-coins" viewBox="0 0 100 100">
  <ellipse cx="50" cy="88" rx="36" ry="5" fill="#000" opacity=".28"/>
  <g stroke="#7a4a08" stroke-width="2.4">
    <circle cx="28" cy="62" r="21" fill="url(#ox-gold)"/>
    <circle cx="72" cy="62" r="21" fill="url(#ox-gold)"/>
    <circle cx="50" cy="44" r="24" fill="url(#ox-gold)"/>
  </g>
  <g fill="none" stroke="#b07010" stroke-width="2">
    <circle cx="28" cy="62" r="15"/><circle cx="72" cy="62" r="15"/><circle cx="50" cy="44" r="18"/>
  </g>
  <rect x="22.5" y="56.5" width="11" height="11" rx="1" fill="#0b3d2a" stroke="#7a4a08" stroke-width="2"/>
  <rect x="66.5" y="56.5" width="11" height="11" rx="1" fill="#0b3d2a" stroke="#7a4a08" stroke-width="2"/>
  <rect x="43" y="37" width="14" height="14" rx="1.2" fill="#0b3d2a" stroke="#7a4a08" stroke-width="2.2"/>
  <path d="M10 76 C30 70 70 70 90 76" stroke="#d61a2a" stroke-width="3.4" fill="none" stroke-linecap="round"/>
  <path d="M36 30 C40 25 46 22 52 22" stroke="#fffbe0" stroke-width="3" fill="none" stroke-linecap="round"/>
</symbol>`;

const knot = `
<symbol id="sym-knot" viewBox="0 0 100 100">
  <path d="M50 2 L50 12" stroke="#c4142a" stroke-width="3"/>
  <circle cx="50" cy="12" r="4" fill="url(#ox-gold)" stroke="#7a4a08" stroke-width="1.2"/>
  <path d="M50 15 L79 44 L50 73 L21 44 Z" fill="url(#ox-red)" stroke="#5c0010" stroke-width="2.6" stroke-linejoin="round"/>
  <g stroke="#ffb3a8" stroke-width="1.6" opacity=".75">
    <path d="M35.5 29.5 L64.5 58.5 M43 22 L72 51 M28 37 L57 66"/>
    <path d="M64.5 29.5 L35.5 58.5 M57 22 L28 51 M72 37 L43 66"/>
  </g>
  <circle cx="21" cy="44" r="5" fill="url(#ox-red)" stroke="#5c0010" stroke-width="2"/>
  <circle cx="79" cy="44" r="5" fill="url(#ox-red)" stroke="#5c0010" stroke-width="2"/>
  <rect x="44" y="72" width="12" height="7" rx="2" fill="url(#ox-gold)" stroke="#7a4a08" stroke-width="1.4"/>
  <path d="M45 79 L40 97 M48 79 L46 98 M50 79 L50 98 M52 79 L54 98 M55 79 L60 97" stroke="#d61a2a" stroke-width="2.4" stroke-linecap="round"/>
</symbol>`;

const lotus = `
<symbol id="sym-lotus" viewBox="0 0 100 100">
  <ellipse cx="50" cy="82" rx="40" ry="10" fill="#1f8f5c" stroke="#0a4a2c" stroke-width="2.4"/>
  <path d="M50 82 L50 72" stroke="#0a4a2c" stroke-width="2"/>
  <path d="M50 76 C26 76 10 62 8 46 C22 48 38 56 50 76 Z" fill="url(#ox-lotus)" stroke="#a3265a" stroke-width="2"/>
  <path d="M50 76 C74 76 90 62 92 46 C78 48 62 56 50 76 Z" fill="url(#ox-lotus)" stroke="#a3265a" stroke-width="2"/>
  <path d="M50 76 C32 68 24 48 28 28 C40 36 48 54 50 76 Z" fill="url(#ox-lotus)" stroke="#a3265a" stroke-width="2"/>
  <path d="M50 76 C68 68 76 48 72 28 C60 36 52 54 50 76 Z" fill="url(#ox-lotus)" stroke="#a3265a" stroke-width="2"/>
  <path d="M50 76 C40 62 40 36 50 16 C60 36 60 62 50 76 Z" fill="url(#ox-lotus)" stroke="#a3265a" stroke-width="2"/>
  <path d="M50 22 C46 36 46 52 50 66" stroke="#fff" stroke-width="2" fill="none" opacity=".55" stroke-linecap="round"/>
  <circle cx="50" cy="70" r="5" fill="#ffd766" stroke="#a8660e" stroke-width="1.4"/>
</symbol>`;

const peach = `
<symbol id="sym-peach" viewBox="0 0 100 100">
  <ellipse cx="50" cy="88" rx="30" ry="5" fill="#000" opacity=".25"/>
  <path d="M50 26 C70 14 90 30 88 52 C86 72 68 86 50 86 C32 86 14 72 12 52 C10 30 30 14 50 26 Z" fill="url(#ox-peach)" stroke="#9c2a44" stroke-width="2.6"/>
  <path d="M50 27 C45 42 45 66 52 84" stroke="#c8486a" stroke-width="2.4" fill="none" stroke-linecap="round"/>
  <path d="M50 25 C46 14 34 8 22 12 C28 24 40 28 50 25 Z" fill="#3fbf7a" stroke="#0a5a36" stroke-width="2"/>
  <path d="M51 24 C58 12 72 10 80 16 C72 26 60 28 51 24 Z" fill="#2f9e5f" stroke="#0a5a36" stroke-width="2"/>
  <ellipse cx="32" cy="44" rx="8" ry="5" fill="#fff" opacity=".45" transform="rotate(-35 32 44)"/>
</symbol>`;

export function addGoldenOxArt(): void {
  addSprite(`${defs}${ox}${ingot}${jade}${coins}${knot}${lotus}${peach}`);
}

export const symbolSpriteId = (symbol: string) => `sym-${symbol}`;
