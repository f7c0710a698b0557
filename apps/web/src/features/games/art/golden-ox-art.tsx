import './game-art.css';

/** Original art: a golden ox with a lucky nose ring on emerald. */
export function GoldenOxArt() {
  return <span className="game-art game-art--golden-ox" aria-hidden="true" />;
}
