/**
 * Adds inline SVG symbols to the page once, for every <use href="#id"> to draw, so the art costs
 * no image downloads. Hidden by size rather than display:none: hidden gradients do not paint.
 */
export function addSprite(markup: string): void {
  const holder = document.createElement('div');
  holder.className = 'sprite';
  holder.setAttribute('aria-hidden', 'true');
  // Static markup written in this code base, never player input: safe to parse as HTML.
  holder.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0">${markup}</svg>`;
  document.body.prepend(holder);
}
