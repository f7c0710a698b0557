import type { Card } from '@sorte/slots';
import { h, spriteIcon } from '../shared/dom';
import { suitSpriteId } from './art';

/** Hearts and diamonds are red, spades and clubs near-black: the two colours every deck has. */
export function isRedSuit(suit: Card['suit']): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

const courtRanks: ReadonlySet<Card['rank']> = new Set(['J', 'Q', 'K']);

/**
 * A playing card on the table: a front and a back that turn over (CSS 3D). It starts face down
 * and blank, so it can be dealt before the server has said which card it is; show() writes the
 * front and faceUp() turns it.
 */
export interface TableCard {
  element: HTMLElement;
  show(card: Card, label: string): void;
  faceUp(up: boolean): void;
}

export function createTableCard(): TableCard {
  const front = h('div', { class: 'card-face card-front' });
  const back = h('div', { class: 'card-face card-back' }, [h('span', { class: 'card-back-seal' })]);
  const inner = h('div', { class: 'card-inner' }, [front, back]);
  const element = h('div', { class: 'card', attrs: { role: 'img' } }, [inner]);
  return {
    element,
    show(card, label) {
      front.replaceChildren(...cardFront(card));
      element.classList.toggle('red', isRedSuit(card.suit));
      element.dataset.card = `${card.rank}-${card.suit}`;
      element.setAttribute('aria-label', label);
    },
    faceUp(up) {
      element.classList.toggle('face-up', up);
    },
  };
}

/** A card's face: its rank and suit in two corners and, in the middle, its own centre. */
function cardFront(card: Card): Node[] {
  const corner = (position: 'top' | 'bottom') =>
    h('span', { class: `card-corner ${position}`, attrs: { 'aria-hidden': 'true' } }, [
      h('span', { class: 'card-rank', text: card.rank }),
      spriteIcon(suitSpriteId(card.suit), 'card-corner-suit'),
    ]);
  const centre = courtRanks.has(card.rank)
    ? h('span', { class: 'card-court', attrs: { 'aria-hidden': 'true' } }, [
        h('span', { class: 'card-court-rank', text: card.rank }),
        spriteIcon(suitSpriteId(card.suit), 'card-court-suit'),
      ])
    : h('span', { class: card.rank === 'A' ? 'card-pip ace' : 'card-pip' }, [
        spriteIcon(suitSpriteId(card.suit), 'card-pip-suit'),
      ]);
  return [corner('top'), centre, corner('bottom')];
}

/** A card in small (history, verify, rules): rank over suit, always face up. */
export function miniCard(card: Card): HTMLElement {
  return h('span', { class: isRedSuit(card.suit) ? 'mini-card red' : 'mini-card' }, [
    h('span', { class: 'mini-card-rank', text: card.rank }),
    spriteIcon(suitSpriteId(card.suit), 'mini-card-suit'),
  ]);
}
