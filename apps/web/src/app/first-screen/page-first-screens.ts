import type { Catalogue } from '@sorte/words/web';
import type { RewardWords } from '@sorte/words/web/rewards';
import { paths, showsBottomNav } from '../paths';
import { escapeHtml } from './escape-html';
import { firstScreenMarks } from './first-screen-marks';

/** The words a page's first screen is written in: one language's. */
export interface FirstScreenWords {
  web: Catalogue;
  rewards: RewardWords;
}

/** A titled page's header as `Page` renders it; its back button's room, without its icon. */
function pageHeader(title: string, { back }: { back: boolean }): string {
  const backRoom = back
    ? '<button type="button" class="icon-button page-header__back" tabindex="-1"></button>'
    : '';
  return `<header class="page-header">${backRoom}<h1 class="page-header__title">${escapeHtml(title)}</h1></header>`;
}

/** A titled page with its body's paragraphs, in the shell the app renders it in. */
function titledPage(address: string, header: string, paragraphs: [string, string][]): string {
  const shell = showsBottomNav(address) ? 'app app--with-nav' : 'app';
  const body = paragraphs
    .map(([className, text]) => `<p class="${className}">${escapeHtml(text)}</p>`)
    .join('');
  return `${firstScreenMarks.start}<div class="${shell}" aria-hidden="true" inert>${header}<main class="page-body">${body}</main></div>${firstScreenMarks.end}`;
}

/**
 * The first screens of the pages whose largest paint is their own words (`/event`'s introduction,
 * the VIP page's intro and its note): their title and those paragraphs as static HTML, in one
 * language, in the classes the pages render with. The api puts the language it serves the visit
 * in inside `#root`, with the page's stylesheets, and the app replaces it (decision 0027). Only
 * words that are the same for every player: nothing of an answer (a promotion, a level, an
 * amount), which a page made before the app runs cannot know.
 */
export const pageFirstScreens: Readonly<Record<string, (words: FirstScreenWords) => string>> = {
  [paths.promotions]: ({ web, rewards }) =>
    titledPage(paths.promotions, pageHeader(web['event.title'], { back: false }), [
      ['lead', rewards['list.intro']],
    ]),
  [paths.vip]: ({ rewards }) =>
    titledPage(paths.vip, pageHeader(rewards['vip.title'], { back: true }), [
      ['lead', rewards['vip.intro']],
      ['vip-never-gates', rewards['vip.neverGates']],
    ]),
};
