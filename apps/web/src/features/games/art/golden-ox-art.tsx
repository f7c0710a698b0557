/** Original art: a golden ox with a lucky nose ring on emerald. */
export function GoldenOxArt() {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="ox-bg" cx="50%" cy="40%" r="75%">
          <stop offset="0" stopColor="#47c98a" />
          <stop offset="0.55" stopColor="#11714c" />
          <stop offset="1" stopColor="#052a1c" />
        </radialGradient>
        <linearGradient id="ox-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe38f" />
          <stop offset="0.55" stopColor="#f2b540" />
          <stop offset="1" stopColor="#c27c15" />
        </linearGradient>
      </defs>
      <rect width="160" height="160" fill="url(#ox-bg)" />
      <g fill="#bff5da" opacity="0.35">
        <circle cx="22" cy="26" r="2.5" />
        <circle cx="140" cy="34" r="3" />
        <circle cx="128" cy="14" r="1.8" />
        <circle cx="30" cy="132" r="2" />
      </g>
      <g transform="translate(0 -12)">
        <path d="M46 62C22 58 14 32 24 18c4 20 18 30 36 32z" fill="#fff3d1" />
        <path d="M114 62c24-4 32-30 22-44-4 20-18 30-36 32z" fill="#fff3d1" />
        <ellipse cx="36" cy="76" rx="16" ry="9" fill="#d99a2b" transform="rotate(-22 36 76)" />
        <ellipse cx="124" cy="76" rx="16" ry="9" fill="#d99a2b" transform="rotate(22 124 76)" />
        <path
          d="M80 44c26 0 40 18 38 44-1 14-8 28-16 36H58c-8-8-15-22-16-36-2-26 12-44 38-44z"
          fill="url(#ox-gold)"
        />
        <path d="M70 46q10 12 20 0q-2 10-10 12q-8-2-10-12z" fill="#c27c15" />
        <circle cx="63" cy="82" r="6" fill="#2a1606" />
        <circle cx="97" cy="82" r="6" fill="#2a1606" />
        <circle cx="65" cy="80" r="2" fill="#fff" />
        <circle cx="99" cy="80" r="2" fill="#fff" />
        <ellipse cx="80" cy="112" rx="30" ry="19" fill="#f6d3a6" />
        <ellipse cx="70" cy="110" rx="4.5" ry="6" fill="#8a4a16" />
        <ellipse cx="90" cy="110" rx="4.5" ry="6" fill="#8a4a16" />
        <circle cx="80" cy="131" r="10" fill="none" stroke="#ffe066" strokeWidth="4.5" />
        <circle cx="80" cy="131" r="10" fill="none" stroke="#b8860b" strokeWidth="1.2" />
      </g>
    </svg>
  );
}
