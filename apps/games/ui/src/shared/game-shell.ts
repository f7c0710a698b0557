import type {
  ClientSeedAnswer,
  DecideAnswer,
  GameOutcome,
  PlayableGameId,
  RotateSeedsAnswer,
  RoundView,
  PageErrorCode,
  SessionAnswer,
  SpinAnswer,
  SpinResult,
} from '../../../src/page-api/answers';
import { createBetPanel } from './bet-panel';
import { postToCasino } from './casino-messages';
import { celebrate } from './celebration';
import { randomClientSeed } from './client-seed';
import { h, prefersReducedMotion, spriteIcon, wait } from './dom';
import type { DecisionChoice, GamePage, ShellContext } from './game-page';
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
  // Where the choices of a round waiting for a decision go, in place of the bet and spin button.
  const decisionBar = h('div', {
    class: 'decision-bar',
    testId: 'decision-bar',
    attrs: { hidden: '' },
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
    decisionBar,
    nav,
  );
  host.setAttribute('aria-busy', 'false');
  render();
  if (options.opensOnRules) showRules();
  void chooseClientSeedInBrowser();
  if (session.openRound) void resumeRound(session.openRound);

  /**
   * A first seed pair comes with the provider's placeholder client seed. Before its first round
   * the page replaces it with one drawn here, in the player's browser, after the server seed was
   * committed: neither side chose both. The player may set their own in the fairness panel.
   */
  async function chooseClientSeedInBrowser() {
    if (state.seeds.clientSeedChosen || state.seeds.nonce > 0) return;
    try {
      const answer = await postJson<ClientSeedAnswer>('/api/seeds/client', {
        token,
        clientSeed: randomClientSeed(),
      });
      state.seeds = answer.seeds;
    } catch {
      // A round already played meanwhile keeps its seeds; the fairness panel offers a change.
    }
  }

  /** A round left waiting for a decision (a reload, another tab): shown as it stands, to decide. */
  async function resumeRound(round: RoundView<Outcome>) {
    state.spinning = true;
    render();
    try {
      table.startSpin(true);
      await table.present(round.outcome, true);
      if (round.status === 'awaiting_decision') {
        await decide(round, prefersReducedMotion());
      } else {
        message.className = 'message pending';
        message.textContent = t('secondBetPending');
      }
    } finally {
      state.spinning = false;
      render();
    }
  }

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
      onSeeds: (seeds) => {
        state.seeds = seeds;
      },
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
      const answer = await postJson<SpinResult<Outcome>>('/api/spin', {
        token,
        betMinor: betMinor(),
      });
      if ('refused' in answer) {
        // Nothing was charged: the reels stop where they were and the player reads why.
        showRefusal(answer.refused.code);
        return;
      }
      const { round } = answer;
      await wait(Math.max(0, minimumSpinMs - (performance.now() - startedAt)));
      state.balanceMinor = (round.balanceBeforeMinor ?? state.balanceMinor) - round.betMinor;
      state.seeds = answer.seeds;
      render();
      await table.present(round.outcome, reducedMotion);
      if (round.status === 'awaiting_decision') {
        // The ante is taken: the casino's bar shows it while the player decides.
        tellCasino(round);
        await decide(round, reducedMotion);
        return;
      }
      await finishRound(answer, reducedMotion);
    } catch (error) {
      showError(error);
    } finally {
      state.spinning = false;
      render();
    }
  }

  /**
   * A dealt round waits for the player: the game's choices replace the bet and spin button until
   * one is tapped, then the round the server answers is played out like any other.
   */
  async function decide(round: RoundView<Outcome>, reducedMotion: boolean) {
    const prompt = table.decisionPrompt?.(round.outcome, {
      balanceMinor: state.balanceMinor,
      dueAt: round.decisionDueAt ? new Date(round.decisionDueAt) : null,
    });
    if (!prompt) throw new Error(`game ${game.gameId} dealt a round it cannot decide`);
    message.className = 'message decision';
    message.textContent = prompt.text;
    for (;;) {
      const decision = await askDecision(prompt.choices);
      try {
        const answer = await postJson<DecideAnswer<Outcome>>('/api/decide', {
          token,
          roundId: round.roundId,
          decision,
        });
        state.seeds = answer.seeds;
        await table.present(answer.round.outcome, reducedMotion);
        await finishRound(answer, reducedMotion);
        return;
      } catch (error) {
        // Nothing was decided (the answer never came, or it was refused): the choice stays open.
        showError(error, false);
      }
    }
  }

  /** Shows the choices and answers the one tapped; the bet and spin button come back after. */
  function askDecision(choices: readonly DecisionChoice[]): Promise<string> {
    return new Promise((resolve) => {
      const buttons = choices.map((choice) =>
        h('button', {
          class: choice.primary ? 'decision-button primary' : 'decision-button',
          text: choice.label,
          testId: `decision-${choice.decision}`,
          attrs: { type: 'button', ...(choice.disabled ? { disabled: '' } : {}) },
          onClick: () => {
            for (const button of buttons) button.disabled = true;
            decisionBar.hidden = true;
            panel.controls.hidden = false;
            resolve(choice.decision);
          },
        }),
      );
      decisionBar.replaceChildren(...buttons);
      decisionBar.hidden = false;
      panel.controls.hidden = true;
      buttons.find((button) => !button.disabled)?.focus();
    });
  }

  /** A finished round: the balance, the result line, the sound and any celebration. */
  async function finishRound(answer: SpinAnswer<Outcome>, reducedMotion: boolean) {
    const { round } = answer;
    state.balanceMinor = answer.balanceMinor;
    state.lastWinMinor = round.winMinor;
    showResult(answer, reducedMotion);
    tellCasino(round);
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
  }

  /**
   * Tells the casino the round's money moved, once the player sees it here: its bar over the
   * frame refreshes at once rather than at its next poll.
   */
  function tellCasino(round: RoundView<Outcome>) {
    postToCasino(session.returnUrl, {
      type: 'sorte:round-update',
      gameId: game.gameId,
      roundId: round.roundId,
      status: round.status,
    });
  }

  function showError(error: unknown, restoreTable = true) {
    showRefusal(error instanceof PageApiError ? error.code : 'internal', restoreTable);
  }

  function showRefusal(code: PageErrorCode | 'network', restoreTable = true) {
    if (restoreTable) table.restore();
    message.className = 'message error';
    message.textContent = t(errorMessageKey(code));
  }

  function showResult(answer: SpinAnswer<Outcome>, reducedMotion: boolean) {
    const { round } = answer;
    const announcement = table.announce?.(round.outcome);
    const decidedBy =
      round.decidedBy === 'timeout'
        ? `${t('decidedByTimeout')} `
        : round.decidedBy === 'second_bet_refused'
          ? `${t('decidedBySecondBetRefused')} `
          : '';
    if (round.status === 'second_bet_pending') {
      message.className = 'message pending';
      message.textContent = t('secondBetPending');
    } else if (answer.winPending) {
      message.className = 'message pending';
      message.textContent = t('winPending', { amount: money(round.winMinor) });
    } else if (announcement) {
      message.className = `message ${announcement.tone}`;
      message.textContent = `${decidedBy}${announcement.text}`;
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
