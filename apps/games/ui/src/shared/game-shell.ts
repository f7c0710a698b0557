import type {
  GameOutcome,
  PlayableGameId,
  RotateSeedsAnswer,
  RoundView,
  SessionAnswer,
  SpinAnswer,
} from '../../../src/page-api/answers';
import { createBetPanel } from './bet-panel';
import { celebrate } from './celebration';
import { h, prefersReducedMotion, spriteIcon, wait } from './dom';
import type { GamePage, ShellContext } from './game-page';
import { openHistory } from './history-screen';
import { errorMessageKey } from './i18n';
import { PageApiError, postJson } from './page-api';
import { openPaytable } from './paytable-screen';
import { createTopBar } from './top-bar';
import { openVerify } from './verify-screen';

/** The reels turn at least this long, so a fast server still reads as a spin. */
const minimumSpinMs = 250;
/** A win of this many total bets or more gets the celebration overlay. */
const bigWinTimesBet = 10;

/**
 * The playing screen every game shares: top bar, the game's table, the result message, balance,
 * win, bet and spin, and the doors to rules, history and fairness. It owns the spin request and
 * the money shown; the game's table only plays each outcome out.
 */
export function renderGameShell<Id extends PlayableGameId>(options: {
  host: HTMLElement;
  page: GamePage<Id>;
  session: SessionAnswer<Id>;
  token: string;
  context: ShellContext<Id>;
  /** Open the rules sheet at once (the casino's paytable button). */
  opensOnRules?: boolean;
}): void {
  const { host, page, session, token, context } = options;
  const { t, sound, money, game } = context;
  type Outcome = GameOutcome<Id>;
  const betSizes = session.betSizesMinor;
  const state = {
    balanceMinor: session.balanceMinor,
    betIndex: defaultBetIndex(betSizes, session.balanceMinor),
    spinning: false,
    lastWinMinor: 0,
    seeds: session.seeds,
    lastRevealed: null as RotateSeedsAnswer['revealed'] | null,
  };
  const betMinor = () => betSizes[state.betIndex] ?? betSizes[0] ?? 0;

  const table = page.createTable(context);
  const message = h('p', {
    class: 'message',
    testId: 'game-message',
    text: t('goodLuck'),
    attrs: { role: 'status', 'aria-live': 'polite' },
  });
  const panel = createBetPanel({
    t,
    money,
    onChangeBet: (step) => {
      state.betIndex = Math.min(Math.max(state.betIndex + step, 0), betSizes.length - 1);
      render();
    },
    onSpin: () => void spin(),
    ...(page.actionIcon ? { actionIcon: page.actionIcon } : {}),
  });
  const navButton = (icon: string, label: string, testId: string, open: () => void) =>
    h('button', { class: 'nav-button', testId, attrs: { type: 'button' }, onClick: open }, [
      spriteIcon(icon),
      h('span', { text: label }),
    ]);
  const showRules = () =>
    openPaytable({ host, game, t, language: context.language, content: rulesAtBet() });
  const nav = h('nav', { class: 'game-nav' }, [
    navButton('icon-rules', t('rules'), 'open-paytable', showRules),
    navButton('icon-history', t('history'), 'open-history', () =>
      openHistory<Outcome>({
        host,
        token,
        t,
        language: context.language,
        renderOutcome: (outcome) => page.renderOutcome(context, outcome),
        onVerify: (round) => showVerify(round),
      }),
    ),
    navButton('icon-shield', t('fairness'), 'open-verify', () => showVerify(null)),
  ]);

  host.replaceChildren(
    createTopBar({ gameId: game.gameId, returnUrl: session.returnUrl, t, sound }),
    ...table.elements,
    message,
    panel.meters,
    panel.controls,
    nav,
  );
  host.setAttribute('aria-busy', 'false');
  render();
  if (options.opensOnRules) showRules();

  function rulesAtBet(): Node[] {
    return page.renderRules(context, betMinor());
  }

  function showVerify(round: RoundView<Outcome> | null) {
    openVerify<Outcome>({
      host,
      token,
      gameId: game.gameId,
      currency: session.currency,
      t,
      seeds: state.seeds,
      lastRevealed: state.lastRevealed,
      round,
      renderOutcome: (outcome) => page.renderOutcome(context, outcome),
      onRotated: (answer) => {
        state.seeds = answer.seeds;
        state.lastRevealed = answer.revealed;
      },
    });
  }

  function render() {
    panel.render({
      balanceMinor: state.balanceMinor,
      betMinor: betMinor(),
      lastWinMinor: state.lastWinMinor,
      spinning: state.spinning,
      canLower: state.betIndex > 0,
      canRaise: state.betIndex < betSizes.length - 1,
    });
    host.classList.toggle('is-spinning', state.spinning);
  }

  async function spin() {
    if (state.spinning) return;
    host.querySelector('.sheet')?.remove();
    state.spinning = true;
    state.lastWinMinor = 0;
    render();
    message.className = 'message';
    message.textContent = '';
    const reducedMotion = prefersReducedMotion();
    sound.spinStart();
    table.startSpin(reducedMotion);
    const startedAt = performance.now();
    try {
      const answer = await postJson<SpinAnswer<Outcome>>('/api/spin', {
        token,
        betMinor: betMinor(),
      });
      const { round } = answer;
      await wait(Math.max(0, minimumSpinMs - (performance.now() - startedAt)));
      state.balanceMinor = (round.balanceBeforeMinor ?? state.balanceMinor) - round.betMinor;
      state.seeds = answer.seeds;
      render();
      await table.present(round.outcome, reducedMotion);
      state.balanceMinor = answer.balanceMinor;
      state.lastWinMinor = round.winMinor;
      showResult(answer, reducedMotion);
      const bigWin = round.winMinor >= bigWinTimesBet * round.betMinor;
      const own = table.celebration(round.outcome);
      if (round.winMinor > 0) sound.win(bigWin || own !== null);
      if (own !== null || bigWin) {
        await celebrate({
          host,
          art: page.art,
          headline: own?.headline ?? t('bigWin'),
          multiplier: own?.multiplier ?? null,
          amount: money(round.winMinor),
          hint: t('tapToContinue'),
        });
      }
    } catch (error) {
      table.restore();
      const code = error instanceof PageApiError ? error.code : 'internal';
      message.className = 'message error';
      message.textContent = t(errorMessageKey(code));
    } finally {
      state.spinning = false;
      render();
    }
  }

  function showResult(answer: SpinAnswer<Outcome>, reducedMotion: boolean) {
    const { round } = answer;
    const announcement = table.announce?.(round.outcome);
    if (answer.winPending) {
      message.className = 'message pending';
      message.textContent = t('winPending', { amount: money(round.winMinor) });
    } else if (announcement) {
      message.className = `message ${announcement.tone}`;
      message.textContent = announcement.text;
    } else if (round.winMinor > 0) {
      message.className = 'message win';
      message.textContent = `${t('youWon', { amount: money(round.winMinor) })} · ${table.describeWin(
        round.outcome,
      )}`;
    } else {
      message.className = 'message';
      message.textContent = t('noWin');
    }
    render();
    if (round.winMinor > 0 && !reducedMotion) panel.countUpWin(round.winMinor);
  }

  document.addEventListener('keydown', (event) => {
    const typing = event.target instanceof HTMLInputElement;
    if (event.key === ' ' && !typing && !host.querySelector('.sheet, .celebration')) {
      event.preventDefault();
      void spin();
    }
  });
}

/** The smallest bet, or the second when the balance comfortably covers it. */
function defaultBetIndex(betSizes: readonly number[], balanceMinor: number): number {
  const second = betSizes[1];
  return second !== undefined && balanceMinor >= second * 20 ? 1 : 0;
}
