import { h, svg, wait } from '../shared/dom';
import { symbolSpriteId } from './symbols';

export interface CollectedPearl {
  cell: HTMLElement;
  valueMinor: number;
  label: string;
}

const flightMs = 560;
const pearlStaggerMs = 230;

/**
 * The jade rabbit's collect: each pearl, in draw order, flies from its cell into the rabbit and
 * the rabbit's meter counts the sum up. The sum shown only adds the prizes the server already
 * paid; the amount itself is the outcome's. Resolves when the last pearl has landed.
 */
export async function playCollect(options: {
  /** The positioned box the pearls fly across (the reels' frame). */
  layer: HTMLElement;
  rabbit: HTMLElement;
  pearls: readonly CollectedPearl[];
  totalMinor: number;
  money: (amountMinor: number) => string;
  reducedMotion: boolean;
  /** Called as each pearl arrives: step 0 is the first pearl. */
  onArrive: (step: number) => void;
}): Promise<void> {
  const { layer, rabbit, pearls, money } = options;
  const meter = h('span', { class: 'collect-meter', testId: 'collect-meter' });
  rabbit.append(meter);
  rabbit.classList.add('collecting');
  layer.classList.add('collect-on');

  if (options.reducedMotion) {
    for (const pearl of pearls) pearl.cell.classList.add('paid');
    meter.textContent = money(options.totalMinor);
    return;
  }

  meter.textContent = money(0);
  let sumMinor = 0;
  const frame = layer.getBoundingClientRect();
  const target = rabbit.getBoundingClientRect();
  const flights = pearls.map(async (pearl, step) => {
    await wait(step * pearlStaggerMs);
    const from = pearl.cell.getBoundingClientRect();
    const flyer = h('div', { class: 'pearl-flyer', attrs: { 'aria-hidden': 'true' } }, [
      svg('svg', { viewBox: '0 0 100 100' }, [svg('use', { href: `#${symbolSpriteId('pearl')}` })]),
      h('span', { class: 'pearl-value', text: pearl.label }),
    ]);
    flyer.style.left = `${from.left - frame.left}px`;
    flyer.style.top = `${from.top - frame.top}px`;
    flyer.style.width = `${from.width}px`;
    flyer.style.height = `${from.height}px`;
    layer.append(flyer);
    pearl.cell.classList.add('collected');
    const dx = target.left + target.width / 2 - (from.left + from.width / 2);
    const dy = target.top + target.height / 2 - (from.top + from.height / 2);
    // An arc: up and over, then down into the rabbit, shrinking as it goes.
    const flight = flyer.animate(
      [
        { transform: 'translate(0, 0) scale(1)', opacity: 1 },
        {
          transform: `translate(${dx * 0.45}px, ${dy * 0.45 - 46}px) scale(0.9)`,
          opacity: 1,
          offset: 0.45,
        },
        { transform: `translate(${dx}px, ${dy}px) scale(0.35)`, opacity: 0.7 },
      ],
      { duration: flightMs, easing: 'cubic-bezier(0.45, 0, 0.55, 1)', fill: 'forwards' },
    );
    await flight.finished;
    flyer.remove();
    sumMinor += pearl.valueMinor;
    meter.textContent = money(sumMinor);
    meter.classList.remove('bump');
    // Reading layout restarts the bump animation for this pearl.
    void meter.offsetWidth;
    meter.classList.add('bump');
    options.onArrive(step);
  });
  await Promise.all(flights);
  // Every prize is in: the meter shows the server's own total (the same sum), and the pearls
  // come back lit so the player can read what the rabbit took.
  meter.textContent = money(options.totalMinor);
  for (const pearl of pearls) pearl.cell.classList.replace('collected', 'paid');
  await wait(350);
}
