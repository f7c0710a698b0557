import { h } from '../shared/dom';
import { exitGame, unverifiedReturnUrl } from '../shared/exit-game';
import { toLanguage, translator } from '../shared/i18n';
import { readLaunchParams } from '../shared/launch-params';

/** The catalogue's games this provider does not play yet: a friendly page with a way back. */
const titles: Readonly<Record<number, string>> = {
  66123: 'Moon Rabbit',
  66136: 'Teen Patti',
};

const host = document.getElementById('page');
if (!host) throw new Error('the page has no #page element');
const params = readLaunchParams(window.location);
const language = toLanguage(params.language);
const t = translator(language);
document.documentElement.lang = language;
const title = titles[params.gameId] ?? 'Sorte';
document.title = title;

host.replaceChildren(
  h('div', { class: 'soon-card' }, [
    h('div', { class: 'soon-moon', attrs: { 'aria-hidden': 'true' } }),
    h('p', { class: 'soon-kicker', text: t('comingSoonTitle') }),
    h('h1', { class: 'soon-title', text: title }),
    h('p', { class: 'soon-text', text: t('comingSoonText') }),
    h('button', {
      class: 'wide-button primary',
      testId: 'exit-button',
      text: t('backToCasino'),
      attrs: { type: 'button' },
      onClick: () => exitGame(params.gameId, unverifiedReturnUrl(params.returnUrl)),
    }),
  ]),
);
