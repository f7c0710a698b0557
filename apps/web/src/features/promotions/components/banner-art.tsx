import './banner-art.css';

/** Original banner illustrations, one per highlight, drawn in the SVG files beside this one. */
export function CoinsArt() {
  return <span className="banner-art banner-art--coins" aria-hidden="true" />;
}

export function CalendarArt() {
  return <span className="banner-art banner-art--calendar" aria-hidden="true" />;
}
