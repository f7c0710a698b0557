import type { HandCards } from '@sorte/slots';
import { h } from '../shared/dom';
import { createTableCard } from './cards';
import type { TableCard } from './cards';
import type { HandNames } from './hand-names';

/**
 * One side of the table, the dealer's or the player's: its name, three card places, and under
 * (or over) them the hand's name once its cards are up. The dealer's side also says whether the
 * dealer qualifies; the player's carries the bonus ribbon.
 */
export interface Seat {
  element: HTMLElement;
  /** The three places, in deal order, for the deal to fly cards to. */
  readonly places: readonly HTMLElement[];
  /** Takes the cards off: the places show their empty outlines. */
  clear(): void;
  /** Puts a blank card face down in a place and answers it. */
  placeCard(index: number): TableCard;
  cardAt(index: number): TableCard | undefined;
  /** Writes the dealt cards on the fronts of the cards in place. */
  show(cards: HandCards, names: HandNames): void;
  nameHand(text: string): void;
  /** A note beside the seat's name (qualifies or not), or null to hide it. */
  note(text: string | null, tone?: 'good' | 'plain'): void;
  ribbon(text: string | null): void;
  /** How the hand did: lit when it won, dimmed when it lost, plain otherwise. */
  mark(state: 'won' | 'lost' | null): void;
}

export function createSeat(options: { side: 'dealer' | 'player'; label: string }): Seat {
  const places = [0, 1, 2].map((index) =>
    h('div', { class: 'card-place', attrs: { 'data-place': String(index) } }),
  );
  const cards: (TableCard | undefined)[] = [undefined, undefined, undefined];
  const noteElement = h('span', { class: 'seat-note' });
  const handName = h('p', { class: 'hand-name', attrs: { 'aria-live': 'polite' } });
  const ribbonElement = h('span', { class: 'bonus-ribbon' });
  const header = h('div', { class: 'seat-header' }, [
    h('span', { class: 'seat-label', text: options.label }),
    noteElement,
  ]);
  const row = h('div', { class: 'card-row' }, places);
  const nameLine = h('div', { class: 'hand-line' }, [handName, ribbonElement]);
  const element = h(
    'section',
    { class: `seat seat-${options.side}`, testId: `seat-${options.side}` },
    options.side === 'dealer' ? [header, row, nameLine] : [nameLine, row, header],
  );

  const seat: Seat = {
    element,
    places,
    clear() {
      places.forEach((place, index) => {
        place.replaceChildren();
        cards[index] = undefined;
      });
      seat.nameHand('');
      seat.note(null);
      seat.ribbon(null);
      seat.mark(null);
    },
    placeCard(index) {
      const card = createTableCard();
      places[index]?.replaceChildren(card.element);
      cards[index] = card;
      return card;
    },
    cardAt: (index) => cards[index],
    show(dealt, names) {
      dealt.forEach((card, index) => {
        (cards[index] ?? seat.placeCard(index)).show(card, names.card(card));
      });
    },
    nameHand(text) {
      handName.textContent = text;
      handName.classList.toggle('shown', text !== '');
    },
    note(text, tone = 'plain') {
      noteElement.textContent = text ?? '';
      noteElement.className = text === null ? 'seat-note' : `seat-note shown ${tone}`;
    },
    ribbon(text) {
      ribbonElement.textContent = text ?? '';
      ribbonElement.classList.toggle('shown', text !== null);
    },
    mark(state) {
      element.classList.toggle('won', state === 'won');
      element.classList.toggle('lost', state === 'lost');
    },
  };
  return seat;
}
