import { h, spriteIcon } from './dom';
import type { Translate } from './i18n';

export interface BetPanelState {
  balanceMinor: number;
  betMinor: number;
  lastWinMinor: number;
  spinning: boolean;
  canLower: boolean;
  canRaise: boolean;
}

export interface BetPanel {
  /** The balance and win meters. */
  meters: HTMLElement;
  /** The bet stepper and the spin button. */
  controls: HTMLElement;
  render(state: BetPanelState): void;
  /** Rolls the win meter up from zero: for show only, the amount itself came from the server. */
  countUpWin(amountMinor: number): void;
}

/** Balance, win, bet stepper and spin button: the same on every game. */
export function createBetPanel(options: {
  t: Translate;
  money: (amountMinor: number) => string;
  onChangeBet: (step: -1 | 1) => void;
  onSpin: () => void;
  /** The sprite id on the spin button; the shell's turning arrows unless the game has its own. */
  actionIcon?: string;
}): BetPanel {
  const { t, money } = options;
  const balanceValue = h('strong', { class: 'meter-value', testId: 'game-balance' });
  const lastWinValue = h('strong', { class: 'meter-value win-value', testId: 'last-win' });
  const meters = h('div', { class: 'meters' }, [
    h('div', { class: 'meter' }, [
      h('span', { class: 'meter-label', text: t('balance') }),
      balanceValue,
    ]),
    h('div', { class: 'meter' }, [
      h('span', { class: 'meter-label', text: t('win') }),
      lastWinValue,
    ]),
  ]);
  const { betValue, minusButton, plusButton, spinButton, controls } = createControls(options);

  // A new round renders before the last win finished counting up: the count-up must stop then,
  // or it would end on the old round's amount.
  let countUpFrame: number | undefined;
  const stopCountUp = () => {
    if (countUpFrame !== undefined) cancelAnimationFrame(countUpFrame);
    countUpFrame = undefined;
  };

  return {
    meters,
    controls,
    render(state) {
      stopCountUp();
      balanceValue.textContent = money(state.balanceMinor);
      lastWinValue.textContent = money(state.lastWinMinor);
      betValue.textContent = money(state.betMinor);
      minusButton.disabled = state.spinning || !state.canLower;
      plusButton.disabled = state.spinning || !state.canRaise;
      spinButton.disabled = state.spinning;
    },
    countUpWin(amountMinor) {
      stopCountUp();
      const durationMs = 600;
      const startedAt = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - startedAt) / durationMs, 1);
        lastWinValue.textContent = money(Math.round(amountMinor * progress));
        countUpFrame = progress < 1 ? requestAnimationFrame(step) : undefined;
      };
      countUpFrame = requestAnimationFrame(step);
    },
  };
}

/** The bet stepper and the spin button. */
function createControls(options: {
  t: Translate;
  onChangeBet: (step: -1 | 1) => void;
  onSpin: () => void;
  actionIcon?: string;
}) {
  const { t } = options;
  const betValue = h('strong', { class: 'bet-value', testId: 'bet-amount' });
  const minusButton = h(
    'button',
    {
      class: 'round-button',
      testId: 'bet-minus',
      attrs: { type: 'button', 'aria-label': t('betLower') },
      onClick: () => options.onChangeBet(-1),
    },
    [spriteIcon('icon-minus')],
  );
  const plusButton = h(
    'button',
    {
      class: 'round-button',
      testId: 'bet-plus',
      attrs: { type: 'button', 'aria-label': t('betHigher') },
      onClick: () => options.onChangeBet(1),
    },
    [spriteIcon('icon-plus')],
  );
  const spinButton = h(
    'button',
    {
      class: 'spin-button',
      testId: 'spin-button',
      attrs: { type: 'button', 'aria-label': t('spin') },
      onClick: () => options.onSpin(),
    },
    [
      spriteIcon(options.actionIcon ?? 'icon-spin', 'spin-icon'),
      h('span', { class: 'spin-label', text: t('spin') }),
    ],
  );
  const controls = h('div', { class: 'controls' }, [
    h('div', { class: 'bet-selector' }, [
      minusButton,
      h('div', { class: 'bet-box' }, [
        h('span', { class: 'meter-label', text: t('bet') }),
        betValue,
      ]),
      plusButton,
    ]),
    spinButton,
  ]);

  return { betValue, minusButton, plusButton, spinButton, controls };
}
