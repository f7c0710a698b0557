import './game-art.css';

/** Original art: a white rabbit under a full moon. */
export function MoonRabbitArt() {
  return <span className="game-art game-art--moon-rabbit" aria-hidden="true" />;
}
