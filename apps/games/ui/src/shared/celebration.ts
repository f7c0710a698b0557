import { h, spriteIcon } from '../shared/dom';

/** The game's art the celebration draws: its mascot and the coin that rains. */
export interface CelebrationArt {
  mascot: string;
  coin: string;
}

/**
 * The overlay for a big win or a game's own high point (a full screen, a feature's end): the
 * multiplier and the amount, with coins falling (a CSS animation, off under
 * prefers-reduced-motion). Closes on a tap or by itself.
 */
export function celebrate(options: {
  host: HTMLElement;
  art: CelebrationArt;
  headline: string;
  multiplier: number | null;
  amount: string;
  hint: string;
  durationMs?: number;
}): Promise<void> {
  return new Promise((resolve) => {
    const coins = Array.from({ length: 14 }, (_, index) => {
      const coin = h('span', { class: `coin coin-${index}` }, [
        spriteIcon(options.art.coin, 'coin-art'),
      ]);
      return coin;
    });
    const overlay = h(
      'div',
      {
        class: 'celebration',
        testId: 'celebration',
        attrs: { role: 'alert', tabindex: '-1' },
      },
      [
        h('div', { class: 'coin-rain', attrs: { 'aria-hidden': 'true' } }, coins),
        h('div', { class: 'celebration-card' }, [
          spriteIcon(options.art.mascot, 'celebration-tiger'),
          h('p', { class: 'celebration-headline', text: options.headline }),
          ...(options.multiplier === null
            ? []
            : [h('p', { class: 'celebration-multiplier', text: `×${options.multiplier}` })]),
          h('p', { class: 'celebration-amount', text: options.amount }),
          h('p', { class: 'celebration-hint', text: options.hint }),
        ]),
      ],
    );
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      overlay.classList.add('leaving');
      setTimeout(() => {
        overlay.remove();
        resolve();
      }, 200);
    };
    overlay.addEventListener('click', close);
    options.host.append(overlay);
    overlay.focus();
    setTimeout(close, options.durationMs ?? 4000);
  });
}
