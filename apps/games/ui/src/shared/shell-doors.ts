import type {
  ClientSeedAnswer,
  GameOutcome,
  PlayableGameId,
  RoundView,
} from '../../../src/page-api/answers';
import { randomClientSeed } from './client-seed';
import { h, spriteIcon } from './dom';
import { openHistory } from './history-screen';
import { postJson } from './page-api';
import { openPaytable } from './paytable-screen';
import type { RunningShell } from './running-shell';
import { openVerify } from './verify-screen';

/** The doors under the table: rules at the current bet, history and fairness. */
export function createGameNav<Id extends PlayableGameId>(shell: RunningShell<Id>): HTMLElement {
  const { t } = shell.context;
  const navButton = (icon: string, label: string, testId: string, open: () => void) =>
    h('button', { class: 'nav-button', testId, attrs: { type: 'button' }, onClick: open }, [
      spriteIcon(icon),
      h('span', { text: label }),
    ]);
  return h('nav', { class: 'game-nav' }, [
    navButton('icon-rules', t('rules'), 'open-paytable', () => showRules(shell)),
    navButton('icon-history', t('history'), 'open-history', () =>
      openHistory<GameOutcome<Id>>({
        host: shell.host,
        token: shell.token,
        t,
        language: shell.context.language,
        renderOutcome: (outcome) => shell.page.renderOutcome(shell.context, outcome),
        onVerify: (round) => showVerify(shell, round),
      }),
    ),
    navButton('icon-shield', t('fairness'), 'open-verify', () => showVerify(shell, null)),
  ]);
}

/** The rules sheet at the bet now chosen. */
export function showRules<Id extends PlayableGameId>(shell: RunningShell<Id>) {
  const { context } = shell;
  openPaytable({
    host: shell.host,
    game: context.game,
    t: context.t,
    language: context.language,
    content: shell.page.renderRules(context, shell.betMinor()),
  });
}

function showVerify<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  round: RoundView<GameOutcome<Id>> | null,
) {
  const { state, context } = shell;
  openVerify<GameOutcome<Id>>({
    host: shell.host,
    token: shell.token,
    gameId: context.game.gameId,
    currency: shell.session.currency,
    t: context.t,
    seeds: state.seeds,
    lastRevealed: state.lastRevealed,
    round,
    renderOutcome: (outcome) => shell.page.renderOutcome(context, outcome),
    onSeeds: (seeds) => {
      state.seeds = seeds;
    },
    onRotated: (answer) => {
      state.seeds = answer.seeds;
      state.lastRevealed = answer.revealed;
    },
  });
}

/**
 * A first seed pair comes with the provider's placeholder client seed. Before its first round
 * the page replaces it with one drawn here, in the player's browser, after the server seed was
 * committed: neither side chose both. The player may set their own in the fairness panel.
 */
export async function chooseClientSeedInBrowser<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
) {
  const { state } = shell;
  if (state.seeds.clientSeedChosen || state.seeds.nonce > 0) return;
  try {
    const answer = await postJson<ClientSeedAnswer>('/api/seeds/client', {
      token: shell.token,
      clientSeed: randomClientSeed(),
    });
    state.seeds = answer.seeds;
  } catch {
    // A round already played meanwhile keeps its seeds; the fairness panel offers a change.
  }
}
