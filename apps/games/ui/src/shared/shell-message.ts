import type {
  GameOutcome,
  PageErrorCode,
  PlayableGameId,
  SpinAnswer,
} from '../../../src/page-api/answers';
import { errorMessageKey } from './i18n';
import { PageApiError } from './page-api';
import type { RunningShell } from './running-shell';

export function showError<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  error: unknown,
  restoreTable = true,
) {
  showRefusal(shell, error instanceof PageApiError ? error.code : 'internal', restoreTable);
}

export function showRefusal<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  code: PageErrorCode | 'network',
  restoreTable = true,
) {
  if (restoreTable) shell.table.restore();
  shell.message.className = 'message error';
  shell.message.textContent = shell.context.t(errorMessageKey(code));
}

/** The result line of a finished round, then the money shown (the win counting up). */
export function showResult<Id extends PlayableGameId>(
  shell: RunningShell<Id>,
  answer: SpinAnswer<GameOutcome<Id>>,
  reducedMotion: boolean,
) {
  const { message, table } = shell;
  const { t, money } = shell.context;
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
  shell.render();
  if (round.winMinor > 0 && !reducedMotion) shell.panel.countUpWin(round.winMinor);
}
