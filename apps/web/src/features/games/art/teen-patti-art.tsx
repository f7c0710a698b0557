/** Original art: three fanned playing cards and chips on crimson. */
export function TeenPattiArt() {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="patti-bg" cx="50%" cy="40%" r="75%">
          <stop offset="0" stopColor="#e0306f" />
          <stop offset="0.55" stopColor="#8e0f45" />
          <stop offset="1" stopColor="#33041a" />
        </radialGradient>
      </defs>
      <rect width="160" height="160" fill="url(#patti-bg)" />
      <circle
        cx="80"
        cy="70"
        r="56"
        fill="none"
        stroke="#ffd36b"
        strokeOpacity="0.3"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      {/* Cards pivot on their bottom centre, like a hand of cards held together. */}
      <g transform="translate(80 118)" fontFamily="Georgia, serif" fontWeight="800" fontSize="15">
        <g transform="translate(-14 0) rotate(-24) translate(-25 -76)">
          <rect width="50" height="72" rx="7" fill="#fffdf6" stroke="#e6c874" strokeWidth="2" />
          <text x="7" y="18" fill="#c8102e">
            A
          </text>
          <path
            d="M25 34c0-7-11-7-11 1 0 7 11 12 11 16 0-4 11-9 11-16 0-8-11-8-11-1z"
            fill="#c8102e"
          />
        </g>
        <g transform="translate(-25 -82)">
          <rect width="50" height="72" rx="7" fill="#fffdf6" stroke="#e6c874" strokeWidth="2" />
          <text x="7" y="18" fill="#1b1b2f">
            K
          </text>
          <path
            d="M25 28c-8 9-12 12-12 17 0 5 7 7 10 2l-3 9h10l-3-9c3 5 10 3 10-2 0-5-4-8-12-17z"
            fill="#1b1b2f"
          />
        </g>
        <g transform="translate(14 0) rotate(24) translate(-25 -76)">
          <rect width="50" height="72" rx="7" fill="#fffdf6" stroke="#e6c874" strokeWidth="2" />
          <text x="7" y="18" fill="#c8102e">
            Q
          </text>
          <path d="M25 30l11 15-11 15-11-15z" fill="#c8102e" />
        </g>
      </g>
      <g stroke="#fff" strokeWidth="2.5" strokeDasharray="4 3.4">
        <circle cx="20" cy="22" r="10" fill="#1f6feb" />
        <circle cx="140" cy="22" r="10" fill="#f2b540" />
      </g>
    </svg>
  );
}
