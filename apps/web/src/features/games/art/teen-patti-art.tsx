import './game-art.css';

/** Original art: three fanned playing cards and chips on crimson. */
export function TeenPattiArt() {
  return <span className="game-art game-art--teen-patti" aria-hidden="true" />;
}
