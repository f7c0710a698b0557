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
 * figures every game publishes (RTP, hit frequency, maximum win, volatility) and the fine print.
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
  const percent = (value: string) =>
    `${options.language === 'en' ? value : value.replace('.', ',')}%`;

  sheet.body.append(
    ...options.content,
    h('h3', { text: t('figuresTitle') }),
    h('dl', { class: 'figures' }, [
      h('dt', { text: t('rtp') }),
      h('dd', { text: percent(game.rtpPercent), testId: 'paytable-rtp' }),
      h('dt', { text: t('hitFrequency') }),
      h('dd', { text: percent(game.hitFrequencyPercent) }),
      h('dt', { text: t('maxWin') }),
      h('dd', { text: t('timesBet', { times: game.maxWinTimesBet }) }),
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
