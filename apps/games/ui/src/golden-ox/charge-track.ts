import { h } from '../shared/dom';

export interface ChargeTrack {
  element: HTMLElement;
  /** Shows the track with respin `respin` (0-based) as the one being played. */
  playing(respin: number, label: string): void;
  /** The respin won: its multiplier glows. */
  won(respin: number): void;
  /** The respin lost: its multiplier dims, the next one is up. */
  missed(respin: number): void;
  hide(): void;
}

/**
 * Ox Charge's multipliers in a row (× 2 × 3 × 5 × 10 × 20) over the reels, the one in play lit:
 * the player sees the stakes rise with every respin the ox keeps charging.
 */
export function createChargeTrack(multipliers: readonly number[]): ChargeTrack {
  const pills = multipliers.map((multiplier) =>
    h('span', { class: 'charge-pill', text: `×${multiplier}` }),
  );
  const label = h('span', { class: 'charge-label' });
  const element = h(
    'div',
    { class: 'charge-track', testId: 'charge-track', attrs: { 'aria-live': 'polite' } },
    [h('div', { class: 'charge-pills' }, pills), label],
  );
  return {
    element,
    playing(respin, text) {
      element.classList.add('shown');
      label.textContent = text;
      pills.forEach((pill, index) => {
        pill.classList.toggle('current', index === respin);
        if (index > respin) pill.classList.remove('missed', 'won');
      });
    },
    won(respin) {
      pills[respin]?.classList.remove('current');
      pills[respin]?.classList.add('won');
    },
    missed(respin) {
      pills[respin]?.classList.remove('current');
      pills[respin]?.classList.add('missed');
    },
    hide() {
      element.classList.remove('shown');
      for (const pill of pills) pill.classList.remove('current', 'won', 'missed');
      label.textContent = '';
    },
  };
}
