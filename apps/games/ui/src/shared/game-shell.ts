import type { PlayableGameId, SessionAnswer } from '../../../src/page-api/answers';
import { createBetPanel } from './bet-panel';
import { h } from './dom';
import type { GamePage, ShellContext } from './game-page';
import type { RunningShell, ShellState } from './running-shell';
import { chooseClientSeedInBrowser, createGameNav, showRules } from './shell-doors';
import { resumeRound, spin } from './shell-rounds';
import { createTopBar } from './top-bar';

/**
 * The playing screen every game shares: top bar, the game's table, the result message, balance,
 * win, bet and spin, and the doors to rules, history and fairness. It owns the spin request and
 * the money shown (`shell-rounds.ts`); the game's table only plays each outcome out.
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
  const { host, session, context } = options;
  const shell = createShell(options);
  host.replaceChildren(
    createTopBar({
      gameId: context.game.gameId,
      returnUrl: session.returnUrl,
      t: context.t,
      sound: context.sound,
    }),
    ...shell.table.elements,
    shell.message,
    shell.panel.meters,
    shell.panel.controls,
    shell.decisionBar,
    createGameNav(shell),
  );
  host.setAttribute('aria-busy', 'false');
  shell.render();
  if (options.opensOnRules) showRules(shell);
  void chooseClientSeedInBrowser(shell);
  if (session.openRound) void resumeRound(shell, session.openRound);

  document.addEventListener('keydown', (event) => {
    const typing = event.target instanceof HTMLInputElement;
    if (event.key === ' ' && !typing && !host.querySelector('.sheet, .celebration')) {
      event.preventDefault();
      void spin(shell);
    }
  });
}

/** The screen's parts and state, before they are placed. */
function createShell<Id extends PlayableGameId>(options: {
  host: HTMLElement;
  page: GamePage<Id>;
  session: SessionAnswer<Id>;
  token: string;
  context: ShellContext<Id>;
}): RunningShell<Id> {
  const { host, page, session, token, context } = options;
  const { t, money } = context;
  const betSizes = session.betSizesMinor;
  const state: ShellState = {
    balanceMinor: session.balanceMinor,
    betIndex: defaultBetIndex(betSizes, session.balanceMinor),
    spinning: false,
    lastWinMinor: 0,
    seeds: session.seeds,
    lastRevealed: null,
  };
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
      shell.render();
    },
    onSpin: () => void spin(shell),
    ...(page.actionIcon ? { actionIcon: page.actionIcon } : {}),
  });
  const decisionBar = h('div', {
    class: 'decision-bar',
    testId: 'decision-bar',
    attrs: { hidden: '' },
  });
  const betMinor = () => betSizes[state.betIndex] ?? betSizes[0] ?? 0;
  const shell: RunningShell<Id> = {
    host,
    page,
    session,
    token,
    context,
    table,
    message,
    panel,
    decisionBar,
    state,
    betMinor,
    render: () => {
      panel.render({
        balanceMinor: state.balanceMinor,
        betMinor: betMinor(),
        lastWinMinor: state.lastWinMinor,
        spinning: state.spinning,
        canLower: state.betIndex > 0,
        canRaise: state.betIndex < betSizes.length - 1,
      });
      host.classList.toggle('is-spinning', state.spinning);
    },
  };
  return shell;
}

/** The smallest bet, or the second when the balance comfortably covers it. */
function defaultBetIndex(betSizes: readonly number[], balanceMinor: number): number {
  const second = betSizes[1];
  return second !== undefined && balanceMinor >= second * 20 ? 1 : 0;
}
