import type { SpinOutcome } from '@sorte/slots';
import type { HistoryAnswer, RoundView } from '../../../src/page-api/answers';
import { h } from './dom';
import type { MessageKey, Translate } from './i18n';
import { errorMessageKey } from './i18n';
import { formatAmount } from './money';
import { PageApiError, postJson } from './page-api';
import { openSheet } from './sheet';

/**
 * The player's last rounds of this game, newest first, each drawn small by the game's own
 * renderOutcome and with a way to verify it.
 */
export function openHistory<Outcome extends SpinOutcome>(options: {
  host: HTMLElement;
  token: string;
  t: Translate;
  language: string;
  renderOutcome: (outcome: Outcome) => HTMLElement;
  onVerify: (round: RoundView<Outcome>) => void;
}): void {
  const { t } = options;
  const sheet = openSheet({
    host: options.host,
    title: t('historyTitle'),
    testId: 'history',
    closeLabel: t('close'),
  });
  sheet.body.append(h('p', { class: 'muted', text: t('loading') }));
  const time = new Intl.DateTimeFormat(options.language, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  postJson<HistoryAnswer<Outcome>>('/api/history', { token: options.token }).then(
    ({ rounds }) => {
      if (rounds.length === 0) {
        sheet.body.replaceChildren(h('p', { class: 'empty', text: t('historyEmpty') }));
        return;
      }
      const items = rounds.map((round) => {
        const won = round.winMinor > 0;
        return h('li', { class: 'history-item', testId: 'history-round' }, [
          options.renderOutcome(round.outcome),
          h('div', { class: 'history-facts' }, [
            h('span', { class: 'history-time', text: time.format(new Date(round.createdAt)) }),
            h('span', {
              class: 'history-bet',
              text: `${t('bet')} ${formatAmount(round.betMinor, round.currency)}`,
            }),
            h('span', {
              class: won ? 'history-win won' : 'history-win',
              text: `${t('win')} ${formatAmount(round.winMinor, round.currency)}`,
            }),
            h('span', { class: 'history-nonce', text: t('roundNonce', { nonce: round.nonce }) }),
            ...(round.status === 'settled'
              ? []
              : [
                  h('span', {
                    class: `badge status-${round.status}`,
                    text: t(`status_${round.status}` as MessageKey),
                  }),
                ]),
          ]),
          h('button', {
            class: 'small-button',
            text: t('verifyRound'),
            attrs: { type: 'button' },
            onClick: () => options.onVerify(round),
          }),
        ]);
      });
      sheet.body.replaceChildren(h('ol', { class: 'history-list' }, items));
    },
    (error: unknown) => {
      const code = error instanceof PageApiError ? error.code : 'internal';
      sheet.body.replaceChildren(h('p', { class: 'error', text: t(errorMessageKey(code)) }));
    },
  );
}
