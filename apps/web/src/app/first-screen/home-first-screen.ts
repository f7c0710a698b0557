import { riskWarningSlot } from '@sorte/contracts/page-preloads';
import { gameCatalogue } from '../../features/games/game-catalogue';
import { wordmarkStar } from '../routes/home/wordmark-star';
import { escapeHtml } from './escape-html';
import { firstScreenMarks } from './first-screen-marks';

const wordmark = `<p class="wordmark"><svg class="wordmark__mark" viewBox="0 0 32 32" focusable="false"><path d="${wordmarkStar.path}" fill="url(#first-screen-gold)"/><defs><linearGradient id="first-screen-gold" x1="0" y1="0" x2="0" y2="1">${wordmarkStar.gold
  .map((stop) => `<stop offset="${stop.offset}" stop-color="${stop.color}"/>`)
  .join('')}</linearGradient></defs></svg><span class="wordmark__text">Sorte</span></p>`;

// A banner's room, untinted: which promotions a market shows is the app's to say.
const bannerRoom =
  '<section class="banner-carousel"><ul class="banner-carousel__track"><li class="banner"><span class="banner__link"><span class="banner__copy"><span class="banner__title">&nbsp;</span><span class="banner__text">&nbsp;</span></span><span class="banner__art"><span class="banner-art"></span></span></span></li></ul><div class="banner-carousel__dots"><span class="is-active"></span></div></section>';

const gameCards = gameCatalogue
  .map(
    (game) =>
      `<li class="game-grid__item"><button type="button" class="game-card" tabindex="-1"><span class="game-card__art"><span class="game-art game-art--${game.art}"></span></span><span class="game-card__title">${escapeHtml(game.title)}</span></button><button type="button" class="game-card__facts" tabindex="-1"></button></li>`,
  )
  .join('');

/**
 * `/`'s first screen as static HTML, which the api puts inside `#root` on `/` (the build writes
 * it into `page-preloads.json`, vite-page-preloads.ts): the header's wordmark, the room of the
 * banners and of the section's title, and every game card with its picture and title, in the
 * classes the home renders with, so the main stylesheet lays them out where the app will. It is
 * painted once the stylesheet has arrived, a second or more before the app's script has run on a
 * slow phone, and React replaces it with the home on its first render.
 *
 * It holds no word of any language and nothing about the player (a balance, an offer), which a
 * page made before the app runs cannot know: those arrive with the app. Under the header it has
 * `riskWarningSlot`, which the api fills with the risk warning in the visit's language where the
 * compliance profile shows one (risk-warning-first-screen.ts) and empties elsewhere. `aria-hidden` and
 * `inert`: nothing in it is read out, focused or pressed. It lies between `firstScreenMarks`,
 * by which the service worker drops it from a kept page it answers another address with offline.
 */
export function homeFirstScreen(): string {
  return `${firstScreenMarks.start}<div class="app app--with-nav" aria-hidden="true" inert><header class="home-header">${wordmark}</header>${riskWarningSlot}<main class="home">${bannerRoom}<section><div class="section-title">&nbsp;</div><ul class="game-grid">${gameCards}</ul></section></main></div>${firstScreenMarks.end}`;
}
