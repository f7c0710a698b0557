import type { Catalogue } from '@sorte/words/web';
import type { RewardWords } from '@sorte/words/web/rewards';
import { shieldIconPaths } from '../../components/ui/shield-icon-paths';
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

/** A paragraph of the page's own words, in the class the page gives it. */
function paragraph(className: string, text: string): string {
  return `<p class="${className}">${escapeHtml(text)}</p>`;
}

/** The withdrawal page's promise (`HonestWithdrawalNote`): its shield drawn as `Icon` draws it. */
function honestNote(text: string): string {
  const strokes = shieldIconPaths.map((drawing) => `<path d="${drawing}"></path>`).join('');
  const shield = `<svg class="honest-note__icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${strokes}</svg>`;
  return `<p class="honest-note">${shield}<span class="honest-note__text">${escapeHtml(text)}</span></p>`;
}

/** A titled page with its body's first blocks (HTML made here), in the shell the app renders it in. */
function titledPage(address: string, header: string, blocks: string[]): string {
  const shell = showsBottomNav(address) ? 'app app--with-nav' : 'app';
  const body = blocks.join('');
  return `${firstScreenMarks.start}<div class="${shell}" aria-hidden="true" inert>${header}<main class="page-body">${body}</main></div>${firstScreenMarks.end}`;
}

/**
 * The first screens of the pages whose largest paint is their own words (`/event`'s introduction,
 * the VIP page's intro and its note, the withdrawal page's promise that no money is asked to
 * release money): their title and those paragraphs as static HTML, in one
 * language, in the classes the pages render with. The api puts the language it serves the visit
 * in inside `#root`, with the page's stylesheets, and the app replaces it (decision 0027). Only
 * words that are the same for every player: nothing of an answer (a promotion, a level, an
 * amount), which a page made before the app runs cannot know.
 */
export const pageFirstScreens: Readonly<Record<string, (words: FirstScreenWords) => string>> = {
  [paths.promotions]: ({ web, rewards }) =>
    titledPage(paths.promotions, pageHeader(web['event.title'], { back: false }), [
      paragraph('lead', rewards['list.intro']),
    ]),
  [paths.vip]: ({ rewards }) =>
    titledPage(paths.vip, pageHeader(rewards['vip.title'], { back: true }), [
      paragraph('lead', rewards['vip.intro']),
      paragraph('vip-never-gates', rewards['vip.neverGates']),
    ]),
  [paths.withdrawals]: ({ web }) =>
    titledPage(paths.withdrawals, pageHeader(web['security.title'], { back: true }), [
      honestNote(web['security.honest']),
    ]),
};
