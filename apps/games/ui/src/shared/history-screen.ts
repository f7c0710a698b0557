import type { SpinOutcome } from '@sorte/slots';
import type { HistoryAnswer, RoundView } from '../../../src/page-api/answers';
import { h } from './dom';
import type { MessageKey, Translate } from './i18n';
import { errorMessageKey } from './i18n';
import { formatAmount } from './money';
import { PageApiError, postJson } from './page-api';
import { openSheet } from './sheet';

/** A server seed hash and a nonce, as a player copies them: "hash 12", "hash:12" or "hash #12". */
const seedsQuery = /^([0-9a-fA-F]{64})\s*[\s:#,]\s*(\d{1,15})$/;
/** A round id as the provider writes them. */
const roundIdQuery = /^[0-9a-fA-F-]{8,64}$/;

type HistoryQuery = { roundId: string } | { serverSeedHash: string; nonce: number };

/** What the player typed in the search box, as a query; null when it is neither kind. */
export function parseHistoryQuery(text: string): HistoryQuery | null {
  const trimmed = text.trim();
  const seeds = seedsQuery.exec(trimmed);
  if (seeds) return { serverSeedHash: seeds[1] ?? '', nonce: Number(seeds[2]) };
  return roundIdQuery.test(trimmed) ? { roundId: trimmed } : null;
}

interface HistoryOptions<Outcome extends SpinOutcome> {
  host: HTMLElement;
  token: string;
  t: Translate;
  language: string;
  renderOutcome: (outcome: Outcome) => HTMLElement;
  onVerify: (round: RoundView<Outcome>) => void;
}

/**
 * Every round of this game, newest first, a page at a time back to the first; or one round found
 * by its id or by the server seed hash and nonce it was played with. Each is drawn small by the
 * game's own renderOutcome and can be opened in the fairness panel to be replayed.
 */
export function openHistory<Outcome extends SpinOutcome>(options: HistoryOptions<Outcome>): void {
  const { t } = options;
  const sheet = openSheet({
    host: options.host,
    title: t('historyTitle'),
    testId: 'history',
    closeLabel: t('close'),
  });
  const time = new Intl.DateTimeFormat(options.language, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  const { searchInput, form, note, list, olderButton, allButton } = createHistoryControls(t);
  sheet.body.append(form, note, list, olderButton, allButton);

  let nextBefore: string | null = null;

  const item = (round: RoundView<Outcome>) => historyItem(options, time, round);

  const load = async (query: object, append: boolean) => {
    olderButton.disabled = true;
    if (!append) {
      list.replaceChildren();
      note.textContent = t('loading');
    }
    try {
      const answer = await postJson<HistoryAnswer<Outcome>>('/api/history', {
        token: options.token,
        ...query,
      });
      list.append(...answer.rounds.map(item));
      nextBefore = answer.nextBefore;
      olderButton.hidden = nextBefore === null;
      const searched = 'roundId' in query || 'serverSeedHash' in query;
      note.textContent =
        list.childElementCount > 0 ? '' : t(searched ? 'historyNotFound' : 'historyEmpty');
    } catch (error) {
      const code = error instanceof PageApiError ? error.code : 'internal';
      note.textContent = t(errorMessageKey(code));
    } finally {
      olderButton.disabled = false;
    }
  };

  olderButton.addEventListener('click', () => {
    if (nextBefore) void load({ before: nextBefore }, true);
  });
  allButton.addEventListener('click', () => {
    searchInput.value = '';
    allButton.hidden = true;
    void load({}, false);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = searchInput.value.trim();
    if (text === '') {
      allButton.hidden = true;
      void load({}, false);
      return;
    }
    const query = parseHistoryQuery(text);
    if (!query) {
      note.textContent = t('historySearchInvalid');
      return;
    }
    allButton.hidden = false;
    void load(query, false);
  });

  void load({}, false);
}

/** One round in the list: its drawing, time, bet, win, nonce and badges, and its door to the check. */
function historyItem<Outcome extends SpinOutcome>(
  options: Pick<HistoryOptions<Outcome>, 't' | 'renderOutcome' | 'onVerify'>,
  time: Intl.DateTimeFormat,
  round: RoundView<Outcome>,
): HTMLElement {
  const { t } = options;
  const won = round.winMinor > 0;
  const badges = [
    ...(round.status === 'settled'
      ? []
      : [{ text: t(`status_${round.status}` as MessageKey), tone: round.status }]),
    ...(round.decidedBy === 'timeout'
      ? [{ text: t('decidedByTimeout'), tone: 'decided' }]
      : round.decidedBy === 'second_bet_refused'
        ? [{ text: t('decidedBySecondBetRefused'), tone: 'decided' }]
        : []),
  ];
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
      ...badges.map(({ text, tone }) => h('span', { class: `badge status-${tone}`, text })),
    ]),
    h('button', {
      class: 'small-button',
      text: t('verifyRound'),
      testId: 'history-verify',
      attrs: { type: 'button' },
      onClick: () => options.onVerify(round),
    }),
  ]);
}

/** The search box, the list, and the buttons for older rounds and for every round again. */
function createHistoryControls(t: Translate) {
  const searchInput = h('input', {
    class: 'text-input',
    testId: 'history-search',
    attrs: {
      type: 'search',
      placeholder: t('historySearchPlaceholder'),
      'aria-label': t('historySearch'),
      autocomplete: 'off',
      spellcheck: 'false',
    },
  });
  const searchButton = h('button', {
    class: 'small-button',
    text: t('historySearch'),
    testId: 'history-search-button',
    attrs: { type: 'submit' },
  });
  const form = h('form', { class: 'history-search input-row' }, [searchInput, searchButton]);
  const note = h('p', { class: 'field-message', attrs: { 'aria-live': 'polite' } });
  const list = h('ol', { class: 'history-list' });
  const olderButton = h('button', {
    class: 'wide-button',
    text: t('historyOlder'),
    testId: 'history-older',
    attrs: { type: 'button', hidden: '' },
  });
  const allButton = h('button', {
    class: 'small-button',
    text: t('historyAll'),
    attrs: { type: 'button', hidden: '' },
  });
  return { searchInput, form, note, list, olderButton, allButton };
}
