import type {
  DecideAnswer,
  GameOutcome,
  PlayableGameId,
  RoundView,
  SpinAnswer,
  SpinResult,
} from '../../../src/page-api/answers';
import { postToCasino } from './casino-messages';
import { celebrate } from './celebration';
import { h, prefersReducedMotion, wait } from './dom';
import type { DecisionChoice } from './game-page';
import { postJson } from './page-api';
import type { RunningShell } from './running-shell';
import { showError, showRefusal, showResult } from './shell-message';

/** The reels turn at least this long, so a fast server still reads as a spin. */
const minimumSpinMs = 250;
/** A win of this many total bets or more gets the celebration overlay. */
const bigWinTimesBet = 10;

/** One round from the spin button: the stake, the outcome played out, a decision if it asks one. */
export async function spin<Id extends PlayableGameId>(shell: RunningShell<Id>) {
  const { state, table, message, host } = shell;
  if (state.spinning) return;
  host.querySelector('.sheet')?.remove();
  state.spinning = true;
  state.lastWinMinor = 0;
  shell.render();
  message.className = 'message';
  message.textContent = '';
  const reducedMotion = prefersReducedMotion();
  shell.context.sound.spinStart();
  table.startSpin(reducedMotion);
  const startedAt = performance.now();
  try {
    const answer = await postJson<SpinResult<GameOutcome<Id>>>('/api/spin', {
      token: shell.token,
      betMinor: shell.betMinor(),
    });
    if ('refused' in answer) {
      // Nothing was charged: the reels stop where they were and the player reads why.
      showRefusal(shell, answer.refused.code);
      return;
    }
    const { round } = answer;
    await wait(Math.max(0, minimumSpinMs - (performance.now() - startedAt)));
    state.balanceMinor = (round.balanceBeforeMinor ?? state.balanceMinor) - round.betMinor;
    state.seeds = answer.seeds;
    shell.render();
    await table.present(round.outcome, reducedMotion);
    if (round.status === 'awaiting_decision') {
      // The ante is taken: the casino's bar shows it while the player decides.
      tellCasino(shell, round);
      await decide(shell, round, reducedMotion);
      return;
    }
    await finishRound(shell, answer, reducedMotion);
  } catch (error) {
    showError(shell, error);
  } finally {
    state.spinning = false;
    shell.render();
  }
}

/** A round left waiting for a decision (a reload, another tab): shown as it stands, to decide. */
export async function resumeRound<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  round: RoundView<GameOutcome<Id>>,
) {
  shell.state.spinning = true;
  shell.render();
  try {
    shell.table.startSpin(true);
    await shell.table.present(round.outcome, true);
    if (round.status === 'awaiting_decision') {
      await decide(shell, round, prefersReducedMotion());
    } else {
      shell.message.className = 'message pending';
      shell.message.textContent = shell.context.t('secondBetPending');
    }
  } finally {
    shell.state.spinning = false;
    shell.render();
  }
}

/**
 * A dealt round waits for the player: the game's choices replace the bet and spin button until
 * one is tapped, then the round the server answers is played out like any other.
 */
async function decide<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  round: RoundView<GameOutcome<Id>>,
  reducedMotion: boolean,
) {
  const { table, message } = shell;
  const prompt = table.decisionPrompt?.(round.outcome, {
    balanceMinor: shell.state.balanceMinor,
    dueAt: round.decisionDueAt ? new Date(round.decisionDueAt) : null,
  });
  if (!prompt) throw new Error(`game ${shell.context.game.gameId} dealt a round it cannot decide`);
  message.className = 'message decision';
  message.textContent = prompt.text;
  for (;;) {
    const decision = await askDecision(shell, prompt.choices);
    try {
      const answer = await postJson<DecideAnswer<GameOutcome<Id>>>('/api/decide', {
        token: shell.token,
        roundId: round.roundId,
        decision,
      });
      shell.state.seeds = answer.seeds;
      await table.present(answer.round.outcome, reducedMotion);
      await finishRound(shell, answer, reducedMotion);
      return;
    } catch (error) {
      // Nothing was decided (the answer never came, or it was refused): the choice stays open.
      showError(shell, error, false);
    }
  }
}

/** Shows the choices and answers the one tapped; the bet and spin button come back after. */
function askDecision<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  choices: readonly DecisionChoice[],
): Promise<string> {
  const { decisionBar, panel } = shell;
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
async function finishRound<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  answer: SpinAnswer<GameOutcome<Id>>,
  reducedMotion: boolean,
) {
  const { t, sound, money } = shell.context;
  const { round } = answer;
  shell.state.balanceMinor = answer.balanceMinor;
  shell.state.lastWinMinor = round.winMinor;
  showResult(shell, answer, reducedMotion);
  tellCasino(shell, round);
  const bigWin = round.winMinor >= bigWinTimesBet * round.betMinor;
  const own = shell.table.celebration(round.outcome);
  if (round.winMinor > 0) sound.win(bigWin || own !== null);
  if (own !== null || bigWin) {
    await celebrate({
      host: shell.host,
      art: shell.page.art,
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
function tellCasino<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  round: RoundView<GameOutcome<Id>>,
) {
  postToCasino(shell.session.returnUrl, {
    type: 'sorte:round-update',
    gameId: shell.context.game.gameId,
    roundId: round.roundId,
    status: round.status,
  });
}
