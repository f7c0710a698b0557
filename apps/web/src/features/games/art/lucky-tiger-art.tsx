/** Original art: a friendly tiger face on a sunburst. */
export function LuckyTigerArt() {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="tiger-bg" cx="50%" cy="40%" r="75%">
          <stop offset="0" stopColor="#ffc15a" />
          <stop offset="0.5" stopColor="#e5541b" />
          <stop offset="1" stopColor="#6e1206" />
        </radialGradient>
        <linearGradient id="tiger-fur" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb238" />
          <stop offset="1" stopColor="#ef7d12" />
        </linearGradient>
      </defs>
      <rect width="160" height="160" fill="url(#tiger-bg)" />
      <g fill="#ffe08a" opacity="0.22">
        <path d="M80 82 70 0h20zM80 82 150 10l10 14zM80 82 160 96v-20zM80 82 10 10 0 24zM80 82 0 96V76z" />
      </g>
      <g transform="translate(0 -6)">
        <circle cx="44" cy="48" r="18" fill="#ef7d12" />
        <circle cx="44" cy="48" r="9" fill="#ffd3bd" />
        <circle cx="116" cy="48" r="18" fill="#ef7d12" />
        <circle cx="116" cy="48" r="9" fill="#ffd3bd" />
        <ellipse cx="80" cy="88" rx="52" ry="47" fill="url(#tiger-fur)" />
        <g fill="none" stroke="#2a1204" strokeWidth="5" strokeLinecap="round">
          <path d="M80 44v14M66 48q4 9 0 17M94 48q-4 9 0 17" />
          <path d="M30 82h14M32 96h12M130 82h-14M128 96h-12" />
        </g>
        <ellipse cx="62" cy="110" rx="23" ry="17" fill="#fff5e3" />
        <ellipse cx="98" cy="110" rx="23" ry="17" fill="#fff5e3" />
        <ellipse cx="63" cy="82" rx="9" ry="10" fill="#fff" />
        <ellipse cx="97" cy="82" rx="9" ry="10" fill="#fff" />
        <circle cx="64" cy="84" r="6" fill="#2f8f4e" />
        <circle cx="96" cy="84" r="6" fill="#2f8f4e" />
        <circle cx="64" cy="84" r="2.8" fill="#111" />
        <circle cx="96" cy="84" r="2.8" fill="#111" />
        <circle cx="66" cy="81.5" r="1.6" fill="#fff" />
        <circle cx="98" cy="81.5" r="1.6" fill="#fff" />
        <path d="M71 101h18l-9 10z" fill="#e2557a" />
        <path
          d="M80 111v5m0 0q-7 7-14 2m14-2q7 7 14 2"
          fill="none"
          stroke="#2a1204"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </g>
      <g fill="#ffd54a" stroke="#b8860b" strokeWidth="2.5">
        <circle cx="16" cy="18" r="9" />
        <circle cx="144" cy="18" r="9" />
      </g>
    </svg>
  );
}
