import type { GameArtName } from '../game-catalogue';
import './game-art.css';

/** A game's original art, drawn in `<name>.svg` beside this file. */
export function GameArt({ art }: { art: GameArtName }) {
  return <span className={`game-art game-art--${art}`} aria-hidden="true" />;
}
