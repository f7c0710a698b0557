/** Original banner illustrations, one per highlight. */
export function CoinsArt() {
  return (
    <svg viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <g stroke="#a86d0c" strokeWidth="2">
        <ellipse cx="44" cy="80" rx="26" ry="9" fill="#d99a26" />
        <rect x="18" y="62" width="52" height="18" fill="#e8ab35" stroke="none" />
        <ellipse cx="44" cy="62" rx="26" ry="9" fill="#ffd867" />
        <ellipse cx="80" cy="84" rx="22" ry="8" fill="#d99a26" />
        <rect x="58" y="52" width="44" height="32" fill="#e8ab35" stroke="none" />
        <ellipse cx="80" cy="52" rx="22" ry="8" fill="#ffd867" />
      </g>
      <circle cx="72" cy="28" r="18" fill="#ffe07a" stroke="#a86d0c" strokeWidth="2.5" />
      <circle cx="72" cy="28" r="11" fill="none" stroke="#c98a1b" strokeWidth="2" />
      <path d="m72 21 2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z" fill="#c98a1b" />
      <path
        d="M104 14l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5zM24 30l1.8 4 4 1.8-4 1.8-1.8 4-1.8-4-4-1.8 4-1.8z"
        fill="#fff6c9"
      />
    </svg>
  );
}

export function CalendarArt() {
  return (
    <svg viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <rect x="14" y="18" width="62" height="62" rx="10" fill="#fffaf0" />
      <rect x="14" y="18" width="62" height="18" rx="8" fill="#ff6b8b" />
      <path d="M28 12v14M62 12v14" stroke="#5a2a7a" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M30 56l10 10 20-22"
        fill="none"
        stroke="#2bbf7a"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="70" y="50" width="40" height="36" rx="5" fill="#ffcf4d" />
      <rect x="66" y="44" width="48" height="12" rx="4" fill="#ffe082" />
      <path d="M90 44v42" stroke="#e0457b" strokeWidth="7" />
      <path
        d="M90 44c-6-14-20-12-16-4 2 4 10 4 16 4zM90 44c6-14 20-12 16-4-2 4-10 4-16 4z"
        fill="#e0457b"
      />
    </svg>
  );
}

export function FriendsArt() {
  return (
    <svg viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <circle cx="42" cy="36" r="15" fill="#ffd9b3" />
      <path d="M16 88c2-20 13-30 26-30s24 10 26 30z" fill="#5ec8ff" />
      <circle cx="80" cy="32" r="16" fill="#f2c08d" />
      <path d="M52 88c2-22 14-33 28-33s26 11 28 33z" fill="#ffcf4d" />
      <path d="M62 10c0-6-9-6-9 0 0 5 9 8 9 11 0-3 9-6 9-11 0-6-9-6-9 0z" fill="#ff5c8a" />
    </svg>
  );
}
