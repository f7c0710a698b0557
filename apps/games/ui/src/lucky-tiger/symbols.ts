import { addSprite } from '../shared/sprite';

/**
 * Lucky Tiger's art: original drawings as one inline SVG sprite, reused by every cell through
 * <use>. The interface icons are the shell's (shared/icons.ts).
 */
const defs = `
<defs>
  <linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff6c2"/><stop offset=".35" stop-color="#ffd54a"/>
    <stop offset=".7" stop-color="#e09b12"/><stop offset="1" stop-color="#9a5b00"/>
  </linearGradient>
  <linearGradient id="g-gold-side" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#b87400"/><stop offset=".45" stop-color="#ffe07a"/>
    <stop offset="1" stop-color="#b87400"/>
  </linearGradient>
  <linearGradient id="g-red" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ff5a4f"/><stop offset=".55" stop-color="#d9141f"/>
    <stop offset="1" stop-color="#7d0410"/>
  </linearGradient>
  <linearGradient id="g-red-side" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#8c0612"/><stop offset=".4" stop-color="#ff4b3e"/>
    <stop offset=".6" stop-color="#e61b23"/><stop offset="1" stop-color="#8c0612"/>
  </linearGradient>
  <radialGradient id="g-fur" cx=".5" cy=".4" r=".65">
    <stop offset="0" stop-color="#ffc266"/><stop offset=".6" stop-color="#f58a1f"/>
    <stop offset="1" stop-color="#b95300"/>
  </radialGradient>
  <radialGradient id="g-orange" cx=".38" cy=".35" r=".7">
    <stop offset="0" stop-color="#ffd27a"/><stop offset=".45" stop-color="#ff9a1f"/>
    <stop offset="1" stop-color="#c94f00"/>
  </radialGradient>
  <radialGradient id="g-glow" cx=".5" cy=".5" r=".5">
    <stop offset="0" stop-color="#fff3a8" stop-opacity=".95"/>
    <stop offset="1" stop-color="#ffcc33" stop-opacity="0"/>
  </radialGradient>
</defs>`;

const tiger = `
<symbol id="sym-tiger" viewBox="0 0 100 100">
  <circle cx="50" cy="52" r="47" fill="url(#g-glow)"/>
  <path d="M17 36 L19 9 L42 22 Z" fill="url(#g-fur)" stroke="#3a1600" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M83 36 L81 9 L58 22 Z" fill="url(#g-fur)" stroke="#3a1600" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M22 28 L23 15 L34 22 Z" fill="#ffd9c2"/>
  <path d="M78 28 L77 15 L66 22 Z" fill="#ffd9c2"/>
  <path d="M50 14 C74 14 89 32 89 53 C89 77 71 92 50 92 C29 92 11 77 11 53 C11 32 26 14 50 14 Z" fill="url(#g-fur)" stroke="#3a1600" stroke-width="3"/>
  <path d="M18 62 C22 82 36 89 50 89 C64 89 78 82 82 62 C72 70 62 67 50 69 C38 67 28 70 18 62 Z" fill="#fff5e1"/>
  <path d="M50 16 L45 29 L50 34 L55 29 Z" fill="#2a1000"/>
  <path d="M37 19 C41 25 41 31 38 36" stroke="#2a1000" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M63 19 C59 25 59 31 62 36" stroke="#2a1000" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M12 45 C19 46 24 44 27 40" stroke="#2a1000" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M12 55 C18 55 23 53 25 50" stroke="#2a1000" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <path d="M88 45 C81 46 76 44 73 40" stroke="#2a1000" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M88 55 C82 55 77 53 75 50" stroke="#2a1000" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <path d="M27 47 C31 41 41 41 44 48 C40 53 31 53 27 47 Z" fill="#fff"/>
  <path d="M73 47 C69 41 59 41 56 48 C60 53 69 53 73 47 Z" fill="#fff"/>
  <circle cx="36" cy="47" r="4.6" fill="#2e9e4f"/><circle cx="64" cy="47" r="4.6" fill="#2e9e4f"/>
  <ellipse cx="36" cy="47" rx="1.6" ry="3.6" fill="#0b0b0b"/><ellipse cx="64" cy="47" rx="1.6" ry="3.6" fill="#0b0b0b"/>
  <circle cx="37.6" cy="45" r="1.3" fill="#fff"/><circle cx="65.6" cy="45" r="1.3" fill="#fff"/>
  <path d="M43 60 C46 57 54 57 57 60 C56 64 53 66 50 67 C47 66 44 64 43 60 Z" fill="#e8687a" stroke="#3a1600" stroke-width="1.8"/>
  <path d="M50 67 L50 71 M50 71 C47 76 42 76 39 73 M50 71 C53 76 58 76 61 73" stroke="#3a1600" stroke-width="2.2" fill="none" stroke-linecap="round"/>
  <circle cx="31" cy="68" r="1.4" fill="#7a4a2a"/><circle cx="36" cy="71" r="1.4" fill="#7a4a2a"/>
  <circle cx="69" cy="68" r="1.4" fill="#7a4a2a"/><circle cx="64" cy="71" r="1.4" fill="#7a4a2a"/>
</symbol>`;

const ingot = `
<symbol id="sym-ingot" viewBox="0 0 100 100">
  <ellipse cx="50" cy="82" rx="36" ry="6" fill="#000" opacity=".25"/>
  <path d="M8 50 C8 40 18 38 27 44 C31 33 40 28 50 28 C60 28 69 33 73 44 C82 38 92 40 92 50 C92 70 74 82 50 82 C26 82 8 70 8 50 Z" fill="url(#g-gold)" stroke="#7a4300" stroke-width="3" stroke-linejoin="round"/>
  <path d="M27 44 C32 52 68 52 73 44" fill="none" stroke="#9a5b00" stroke-width="2.5"/>
  <ellipse cx="50" cy="41" rx="18" ry="11" fill="url(#g-gold-side)" stroke="#7a4300" stroke-width="2.5"/>
  <path d="M39 37 C43 33 52 32 57 34" stroke="#fffbe0" stroke-width="3" fill="none" stroke-linecap="round"/>
  <path d="M16 54 C20 66 32 72 44 74" stroke="#fff3b0" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>
  <path d="M80 24 L82 30 L88 32 L82 34 L80 40 L78 34 L72 32 L78 30 Z" fill="#fffbe0"/>
</symbol>`;

const coins = `
<symbol id="sym-coins" viewBox="0 0 100 100">
  <ellipse cx="50" cy="86" rx="34" ry="6" fill="#000" opacity=".25"/>
  <ellipse cx="62" cy="74" rx="28" ry="10" fill="#b87400" stroke="#6e3d00" stroke-width="2.5"/>
  <ellipse cx="62" cy="68" rx="28" ry="10" fill="url(#g-gold-side)" stroke="#6e3d00" stroke-width="2.5"/>
  <ellipse cx="62" cy="62" rx="28" ry="10" fill="url(#g-gold)" stroke="#6e3d00" stroke-width="2.5"/>
  <circle cx="40" cy="46" r="30" fill="url(#g-gold)" stroke="#6e3d00" stroke-width="3"/>
  <circle cx="40" cy="46" r="23" fill="none" stroke="#a86200" stroke-width="2.5"/>
  <rect x="32" y="38" width="16" height="16" rx="1.5" fill="#9b0c16" stroke="#6e3d00" stroke-width="2.5"/>
  <path d="M40 19 L40 27 M40 65 L40 73 M13 46 L21 46 M59 46 L67 46" stroke="#a86200" stroke-width="3" stroke-linecap="round"/>
  <path d="M22 34 C25 27 31 22 38 21" stroke="#fffbe0" stroke-width="3" fill="none" stroke-linecap="round"/>
</symbol>`;

const lantern = `
<symbol id="sym-lantern" viewBox="0 0 100 100">
  <path d="M50 2 L50 14" stroke="#ffd54a" stroke-width="2.5"/>
  <rect x="36" y="12" width="28" height="8" rx="2" fill="url(#g-gold)" stroke="#6e3d00" stroke-width="2"/>
  <ellipse cx="50" cy="48" rx="34" ry="29" fill="url(#g-red-side)" stroke="#5c0008" stroke-width="2.5"/>
  <path d="M50 19 C36 27 33 68 50 77 M50 19 C64 27 67 68 50 77" fill="none" stroke="#8c0612" stroke-width="2"/>
  <path d="M50 19 C24 27 20 68 50 77 M50 19 C76 27 80 68 50 77" fill="none" stroke="#8c0612" stroke-width="2"/>
  <path d="M50 19 L50 77" stroke="#8c0612" stroke-width="2"/>
  <ellipse cx="38" cy="38" rx="6" ry="11" fill="#fff" opacity=".25"/>
  <rect x="36" y="75" width="28" height="8" rx="2" fill="url(#g-gold)" stroke="#6e3d00" stroke-width="2"/>
  <path d="M50 83 L50 88" stroke="#ffd54a" stroke-width="2.5"/>
  <path d="M44 88 L56 88 L58 98 L42 98 Z" fill="#ffcc33" stroke="#b87400" stroke-width="1.5"/>
  <path d="M46 90 L45 98 M50 90 L50 98 M54 90 L55 98" stroke="#b87400" stroke-width="1"/>
</symbol>`;

const envelope = `
<symbol id="sym-envelope" viewBox="0 0 100 100">
  <rect x="20" y="10" width="60" height="82" rx="6" fill="url(#g-red)" stroke="#5c0008" stroke-width="3"/>
  <path d="M20 16 C20 12 23 10 26 10 L74 10 C77 10 80 12 80 16 L80 34 C68 46 32 46 20 34 Z" fill="#b00d18" stroke="#5c0008" stroke-width="2.5"/>
  <path d="M23 18 L77 18" stroke="#ffd54a" stroke-width="1.5" opacity=".7"/>
  <circle cx="50" cy="42" r="12" fill="url(#g-gold)" stroke="#6e3d00" stroke-width="2.5"/>
  <rect x="45.5" y="37.5" width="9" height="9" rx="1" fill="#b00d18" stroke="#6e3d00" stroke-width="1.5"/>
  <path d="M28 66 L72 66 M28 74 L72 74 M28 82 L72 82" stroke="#ffd54a" stroke-width="2" opacity=".55" stroke-dasharray="4 4"/>
  <path d="M26 56 C27 50 30 47 34 46" stroke="#fff" stroke-width="2.5" opacity=".35" fill="none" stroke-linecap="round"/>
</symbol>`;

const firecracker = `
<symbol id="sym-firecracker" viewBox="0 0 100 100">
  <g transform="rotate(-18 50 55)">
    <rect x="22" y="34" width="18" height="56" rx="4" fill="url(#g-red-side)" stroke="#5c0008" stroke-width="2.5"/>
    <rect x="60" y="34" width="18" height="56" rx="4" fill="url(#g-red-side)" stroke="#5c0008" stroke-width="2.5"/>
    <rect x="39" y="28" width="22" height="64" rx="5" fill="url(#g-red-side)" stroke="#5c0008" stroke-width="2.5"/>
    <rect x="22" y="44" width="56" height="6" fill="url(#g-gold-side)" stroke="#6e3d00" stroke-width="1.5"/>
    <rect x="22" y="74" width="56" height="6" fill="url(#g-gold-side)" stroke="#6e3d00" stroke-width="1.5"/>
    <path d="M50 28 C50 20 56 16 60 12" stroke="#5a3a1a" stroke-width="3" fill="none" stroke-linecap="round"/>
  </g>
  <path d="M72 4 L75 12 L84 10 L78 17 L86 22 L76 22 L74 31 L70 23 L61 25 L67 18 L62 10 L70 12 Z" fill="#ffe066" stroke="#ff8a00" stroke-width="1.5" stroke-linejoin="round"/>
  <circle cx="72" cy="17" r="3" fill="#fff"/>
</symbol>`;

const orange = `
<symbol id="sym-orange" viewBox="0 0 100 100">
  <ellipse cx="50" cy="88" rx="30" ry="5" fill="#000" opacity=".25"/>
  <path d="M50 24 C74 22 88 38 88 56 C88 74 72 86 50 86 C28 86 12 74 12 56 C12 38 26 22 50 24 Z" fill="url(#g-orange)" stroke="#8a3600" stroke-width="2.5"/>
  <path d="M50 25 C49 21 49 18 51 15" stroke="#5a3a1a" stroke-width="3" fill="none" stroke-linecap="round"/>
  <path d="M51 20 C58 8 74 8 82 14 C74 24 60 26 51 20 Z" fill="#2f9e44" stroke="#14532d" stroke-width="2"/>
  <path d="M53 19 C62 15 70 14 78 14" stroke="#14532d" stroke-width="1.5" fill="none"/>
  <path d="M49 21 C42 10 28 12 22 18 C30 26 42 26 49 21 Z" fill="#37b24d" stroke="#14532d" stroke-width="2"/>
  <ellipse cx="34" cy="42" rx="8" ry="5" fill="#fff" opacity=".45" transform="rotate(-30 34 42)"/>
  <circle cx="60" cy="60" r="1.2" fill="#a84300"/><circle cx="44" cy="66" r="1.2" fill="#a84300"/>
  <circle cx="66" cy="44" r="1.2" fill="#a84300"/><circle cx="30" cy="60" r="1.2" fill="#a84300"/>
</symbol>`;

const blank = `
<symbol id="sym-blank" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="16" fill="none" stroke="#ffd54a" stroke-width="2" opacity=".25"/>
  <circle cx="50" cy="50" r="4" fill="#ffd54a" opacity=".25"/>
</symbol>`;

export function addSymbolSprite(): void {
  addSprite(`${defs}${tiger}${ingot}${coins}${lantern}${envelope}${firecracker}${orange}${blank}`);
}

export const symbolSpriteId = (symbol: string) => `sym-${symbol}`;
