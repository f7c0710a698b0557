/** Original art: a white rabbit under a full moon. */
export function MoonRabbitArt() {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="rabbit-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a36b8" />
          <stop offset="1" stopColor="#150d45" />
        </linearGradient>
        <radialGradient id="rabbit-moon" cx="45%" cy="40%" r="60%">
          <stop offset="0" stopColor="#fffbe6" />
          <stop offset="0.7" stopColor="#ffe28a" />
          <stop offset="1" stopColor="#f2b94a" />
        </radialGradient>
      </defs>
      <rect width="160" height="160" fill="url(#rabbit-sky)" />
      <circle cx="104" cy="56" r="46" fill="#ffe9a6" opacity="0.14" />
      <circle cx="104" cy="56" r="36" fill="url(#rabbit-moon)" />
      <circle cx="94" cy="48" r="5" fill="#f2c466" opacity="0.6" />
      <circle cx="116" cy="66" r="7" fill="#f2c466" opacity="0.5" />
      <g fill="#fff">
        <circle cx="22" cy="24" r="1.8" />
        <circle cx="44" cy="46" r="1.2" />
        <circle cx="30" cy="70" r="1.5" />
        <circle cx="148" cy="112" r="1.4" />
        <path d="M56 18l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
      <path d="M0 140q40-18 80-4t80-6v30H0z" fill="#2a1f7a" />
      <ellipse cx="50" cy="50" rx="8" ry="26" fill="#fff" transform="rotate(-14 50 50)" />
      <ellipse cx="50" cy="50" rx="3.5" ry="19" fill="#ffc4d6" transform="rotate(-14 50 50)" />
      <ellipse cx="70" cy="48" rx="8" ry="26" fill="#fff" transform="rotate(10 70 48)" />
      <ellipse cx="70" cy="48" rx="3.5" ry="19" fill="#ffc4d6" transform="rotate(10 70 48)" />
      <ellipse cx="74" cy="122" rx="34" ry="26" fill="#fff" />
      <circle cx="62" cy="88" r="22" fill="#fff" />
      <circle cx="108" cy="128" r="8" fill="#f3ecff" />
      <circle cx="55" cy="86" r="3.6" fill="#2b1b4f" />
      <circle cx="56" cy="85" r="1.2" fill="#fff" />
      <ellipse cx="48" cy="96" rx="5" ry="3" fill="#ffc4d6" />
      <path d="M44 92l-3 1" stroke="#e89ab4" strokeWidth="2" strokeLinecap="round" />
      <ellipse cx="60" cy="140" rx="10" ry="5" fill="#efe8ff" />
    </svg>
  );
}
