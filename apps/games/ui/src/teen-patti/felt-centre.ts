import { h, spriteIcon, svg } from '../shared/dom';
import type { ResultTone } from './result-words';

/**
 * The middle of the table, printed on the felt as on a real one: the dealer's qualifying rule
 * along an arc, the deck the cards come from, the ante and play circles where the stakes lie and
 * the bonus pays. The round's result appears over it as a banner, the one thing to read once
 * cards are up.
 */
export interface FeltCentre {
  element: HTMLElement;
  /** Where dealt cards start from. */
  deck: HTMLElement;
  /** A chip on the ante circle while a round is staked, or the empty printed circle. */
  setStaked(staked: boolean): void;
  /** A chip on the play circle once the hand is played. */
  setPlayed(played: boolean): void;
  banner(content: { title: string; detail: string; tone: ResultTone } | null): void;
}

export function createFeltCentre(options: {
  qualifyingText: string;
  anteLabel: string;
  playLabel: string;
  bonusTitle: string;
  bonusRows: readonly { name: string; pays: string }[];
}): FeltCentre {
  // The arc's text is printed felt, not information a screen reader needs twice: the rules and
  // the dealer's note say it in words.
  const arc = svg('svg', { class: 'felt-arc', viewBox: '0 0 340 34', 'aria-hidden': 'true' }, [
    svg('path', { id: 'tp-felt-arc', d: 'M 4 32 Q 170 0 336 32', fill: 'none' }),
    svg('text', { 'text-anchor': 'middle' }, [
      svg('textPath', { href: '#tp-felt-arc', startOffset: '50%' }, [
        document.createTextNode(options.qualifyingText),
      ]),
    ]),
  ]);
  const deck = h('div', { class: 'deck', attrs: { 'aria-hidden': 'true' } }, [
    h('span', { class: 'deck-card' }),
    h('span', { class: 'deck-card' }),
    h('span', { class: 'deck-card' }),
  ]);
  // The amount itself is on the ante stepper just below; a chip shows that a bet is staked.
  const spot = (label: string, testId: string) =>
    h('div', { class: 'ante-spot', testId }, [
      h('span', { class: 'ante-print', text: label }),
      h('div', { class: 'ante-chip' }, [spriteIcon('tp-chip', 'chip-art')]),
    ]);
  const anteSpot = spot(options.anteLabel, 'ante-spot');
  const playSpot = spot(options.playLabel, 'play-spot');
  const plaque = h('div', { class: 'bonus-plaque' }, [
    h('span', { class: 'bonus-plaque-title', text: options.bonusTitle }),
    h(
      'dl',
      {},
      options.bonusRows.flatMap(({ name, pays }) => [
        h('dt', { text: name }),
        h('dd', { text: pays }),
      ]),
    ),
  ]);
  const bannerTitle = h('strong', { class: 'result-title' });
  const bannerDetail = h('span', { class: 'result-detail' });
  const bannerElement = h('div', { class: 'result-banner', testId: 'result-banner' }, [
    bannerTitle,
    bannerDetail,
  ]);
  const element = h('div', { class: 'felt-centre' }, [
    arc,
    h('div', { class: 'felt-row' }, [
      deck,
      h('div', { class: 'bet-spots' }, [anteSpot, playSpot]),
      plaque,
    ]),
    bannerElement,
  ]);

  return {
    element,
    deck,
    setStaked(staked) {
      anteSpot.classList.toggle('staked', staked);
      if (!staked) playSpot.classList.remove('staked');
    },
    setPlayed(played) {
      playSpot.classList.toggle('staked', played);
    },
    banner(content) {
      bannerElement.className = content ? `result-banner shown ${content.tone}` : 'result-banner';
      bannerTitle.textContent = content?.title ?? '';
      bannerDetail.textContent = content?.detail ?? '';
    },
  };
}
