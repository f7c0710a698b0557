import type { GameInfo, VolatilityLabel } from '../../../src/page-api/answers';
import { h } from './dom';
import type { MessageKey, Translate } from './i18n';
import { openSheet } from './sheet';

const volatilityKeys = {
  low: 'volatility_low',
  medium: 'volatility_medium',
  high: 'volatility_high',
} as const satisfies Record<VolatilityLabel, MessageKey>;

/**
 * The rules sheet: the game's own content (paytable at the current bet, feature, lines), then the
 * figures every game publishes (RTP, rounds that return something, rounds that win more than the
 * bet, the exact maximum win, volatility), worded as the casino's own sheet words them, and the
 * fine print.
 */
export function openPaytable(options: {
  host: HTMLElement;
  game: GameInfo;
  t: Translate;
  language: string;
  content: readonly Node[];
}): void {
  const { game, t } = options;
  const sheet = openSheet({
    host: options.host,
    title: t('paytableTitle'),
    testId: 'paytable',
    closeLabel: t('close'),
  });
  const decimal = (value: string) =>
    options.language === 'pt-BR' ? value.replace('.', ',') : value;
  const percent = (value: string) => `${decimal(value)}%`;

  sheet.body.append(
    ...options.content,
    h('h3', { text: t('figuresTitle') }),
    h('dl', { class: 'figures' }, [
      h('dt', { text: t('rtp') }),
      h('dd', { text: percent(game.rtpPercent), testId: 'paytable-rtp' }),
      h('dt', { text: t('hitFrequency') }),
      h('dd', { text: percent(game.hitFrequencyPercent), testId: 'paytable-hit' }),
      h('dt', { text: t('netWinFrequency') }),
      h('dd', { text: percent(game.netWinFrequencyPercent), testId: 'paytable-net-win' }),
      h('dt', { text: t('maxWin') }),
      h('dd', {
        text: t('timesBet', { times: decimal(game.maxWinTimesBet) }),
        testId: 'paytable-max-win',
      }),
      h('dt', { text: t('volatility') }),
      h('dd', {
        text: t(volatilityKeys[game.volatility]),
        testId: 'paytable-volatility',
      }),
    ]),
    h('p', { class: 'fine-print', text: t('rtpNote') }),
    h('p', { class: 'fine-print', text: t('malfunction') }),
  );
}
