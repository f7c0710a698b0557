import type { MarketCode } from '@sorte/markets';
import './reward-art.css';

/** The art's three regional variants (seed §1: br, es, ph), chosen by the market. */
export type ArtRegion = 'br' | 'es' | 'ph';
export type RewardMotif = 'calendar' | 'tasks' | 'vip' | 'friends' | 'gift';

// The seed's other markets have no art of their own yet; they get the Philippine variant.
const regionOf: Partial<Record<MarketCode, ArtRegion>> = { BR: 'br', MX: 'es', PH: 'ph' };

export function artRegionOf(market: MarketCode): ArtRegion {
  return regionOf[market] ?? 'ph';
}

/** Each region's backdrop: its sky, its ground and one landmark of ours, drawn here. */
function Backdrop({ region }: { region: ArtRegion }) {
  if (region === 'br') {
    // Sugarloaf-like hills over a green-and-gold sea, a sun and a palm.
    return (
      <>
        <rect width="160" height="100" fill="#0f7a4a" />
        <circle cx="124" cy="28" r="16" fill="#ffd23f" />
        <path d="M0 70 30 38 52 62 72 30 100 70z" fill="#0b5a37" />
        <path d="M0 78c30-8 60 8 90 0s50-8 70 0v22H0z" fill="#1f5fd1" />
        <path d="M14 100c2-20 4-32 2-44" stroke="#6b3e12" strokeWidth="4" fill="none" />
        <path
          d="M16 56c-10-6-18-2-20 4 8-4 14-3 20-4zm0 0c8-8 18-6 20 0-8-3-14-2-20 0z"
          fill="#3ddc97"
        />
      </>
    );
  }
  if (region === 'es') {
    // Papel-picado bunting over a terracotta wall and a cactus.
    return (
      <>
        <rect width="160" height="100" fill="#b8452a" />
        <path d="M0 8 160 14" stroke="#2b1b12" strokeWidth="1" />
        <path
          d="M6 8h18l-9 14zM34 9h18l-9 14zM62 10h18l-9 14zM90 11h18l-9 14zM118 12h18l-9 14z"
          fill="#ff5c8a"
        />
        <path
          d="M20 8h18l-9 14zM48 9h18l-9 14zM76 10h18l-9 14zM104 11h18l-9 14zM132 12h18l-9 14z"
          fill="#3ddc97"
        />
        <rect y="80" width="160" height="20" fill="#7c2d16" />
        <path
          d="M22 96V58a6 6 0 0 1 12 0v38zM22 76h-6V64a4 4 0 0 1 8 0M34 72h6V62a4 4 0 0 0-8 0"
          fill="#2e9e5b"
        />
      </>
    );
  }
  // Island sea at dusk, a sun with eight rays and an outrigger boat.
  return (
    <>
      <rect width="160" height="100" fill="#1d3c8f" />
      <circle cx="30" cy="30" r="12" fill="#ffd23f" />
      <path
        d="M30 8v6M30 46v6M8 30h6M46 30h6M14 14l4 4M42 42l4 4M46 14l-4 4M18 42l-4 4"
        stroke="#ffd23f"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M0 74c26-6 54 6 80 0s54-6 80 0v26H0z" fill="#0d8fb3" />
      <path d="M96 72h40l-6 8h-28z" fill="#ce1126" />
      <path d="M116 72V52l14 18z" fill="#f6f3ff" />
      <path d="M90 82h52" stroke="#f6f3ff" strokeWidth="2" />
    </>
  );
}

/** The promotion's own emblem, in front of the backdrop. */
function Motif({ motif }: { motif: RewardMotif }) {
  switch (motif) {
    case 'calendar':
      return (
        <g transform="translate(56 22)">
          <rect width="48" height="52" rx="8" fill="#f6f3ff" />
          <rect width="48" height="14" rx="6" fill="#ff5c8a" />
          <path d="M10 26h8v8h-8zM22 26h8v8h-8zM34 26h6v8h-6zM10 38h8v8h-8z" fill="#b4add6" />
          <path
            d="M23 41l4 4 8-9"
            stroke="#0f7a4a"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case 'tasks':
      return (
        <g transform="translate(56 22)">
          <path
            d="M24 0l7 16 17 2-13 11 4 17-15-9-15 9 4-17L0 18l17-2z"
            fill="#ffd86b"
            stroke="#d4901e"
            strokeWidth="2"
          />
        </g>
      );
    case 'vip':
      return (
        <g transform="translate(52 26)">
          <path
            d="M0 12l14 12L28 0l14 24 14-12-6 32H6z"
            fill="#ffd86b"
            stroke="#d4901e"
            strokeWidth="2"
          />
          <circle cx="28" cy="32" r="5" fill="#ce1126" />
        </g>
      );
    case 'friends':
      return (
        <g transform="translate(50 24)">
          <circle cx="18" cy="14" r="10" fill="#ffd9b3" />
          <path d="M2 52c1-14 8-22 16-22s15 8 16 22z" fill="#5ec8ff" />
          <circle cx="42" cy="12" r="11" fill="#c98b5b" />
          <path d="M26 52c1-15 8-24 16-24s16 9 17 24z" fill="#ffcf4d" />
        </g>
      );
    case 'gift':
      return (
        <g transform="translate(56 24)">
          <rect y="14" width="48" height="36" rx="4" fill="#ff5c8a" />
          <rect x="20" y="14" width="8" height="36" fill="#ffd86b" />
          <rect x="-2" y="8" width="52" height="10" rx="3" fill="#ff7aa2" />
          <path
            d="M24 8c-6-10-16-8-14-2 2 4 10 2 14 2zm0 0c6-10 16-8 14-2-2 4-10 2-14 2z"
            fill="#ffd86b"
          />
        </g>
      );
  }
}

/** An original illustration of a promotion, in the market's regional variant. Decorative. */
export function RewardArt({ region, motif }: { region: ArtRegion; motif: RewardMotif }) {
  return (
    <svg
      className="reward-art"
      viewBox="0 0 160 100"
      aria-hidden="true"
      focusable="false"
      data-region={region}
    >
      <Backdrop region={region} />
      <Motif motif={motif} />
    </svg>
  );
}
