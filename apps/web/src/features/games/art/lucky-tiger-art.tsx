import './game-art.css';

/** Original art: a friendly tiger face on a sunburst. */
export function LuckyTigerArt() {
  return <span className="game-art game-art--lucky-tiger" aria-hidden="true" />;
}
