import type { SpinOutcome } from '@sorte/slots';
import type {
  RotateSeedsAnswer,
  RoundView,
  SeedsView,
  VerifyAnswer,
} from '../../../src/page-api/answers';
import { h, spriteIcon } from './dom';
import type { Translate } from './i18n';
import { errorMessageKey } from './i18n';
import { formatAmount } from './money';
import { PageApiError, postJson } from './page-api';
import { sameJson } from './same-json';
import { openSheet } from './sheet';

const clientSeedPattern = /^[A-Za-z0-9_-]{1,64}$/;

export interface VerifyScreenOptions<Outcome extends SpinOutcome> {
  host: HTMLElement;
  token: string;
  gameId: number;
  currency: string;
  t: Translate;
  seeds: SeedsView;
  /** The seed revealed by the last rotation on this visit, if any. */
  lastRevealed: RotateSeedsAnswer['revealed'] | null;
  /** The round to check, when opened from the history. */
  round: RoundView<Outcome> | null;
  /** The game's small drawing of an outcome, for the round and its recomputation. */
  renderOutcome: (outcome: Outcome) => HTMLElement;
  onRotated: (answer: RotateSeedsAnswer) => void;
}

/**
 * Provably fair: the commitment of the next round's server seed, the player's client seed (theirs
 * to change), and a check of any round by recomputing it from revealed seeds.
 */
export function openVerify<Outcome extends SpinOutcome>(
  options: VerifyScreenOptions<Outcome>,
): void {
  const { t } = options;
  let seeds = options.seeds;
  let revealed = options.lastRevealed;
  const sheet = openSheet({
    host: options.host,
    title: t('verifyTitle'),
    testId: 'verify',
    closeLabel: t('close'),
  });

  const field = (label: string, input: HTMLElement) =>
    h('label', { class: 'field' }, [h('span', { class: 'field-label', text: label }), input]);
  const code = (text: string, testId?: string) =>
    h('code', { class: 'seed', text, ...(testId ? { testId } : {}) });

  // The next round's seeds.
  const hashCode = code(seeds.serverSeedHash, 'verify-server-seed-hash');
  const nonceCode = code(String(seeds.nonce));
  const clientSeedInput = h('input', {
    class: 'text-input',
    testId: 'verify-client-seed',
    attrs: { value: seeds.clientSeed, maxlength: '64', autocomplete: 'off', spellcheck: 'false' },
  });
  const rotateMessage = h('p', { class: 'field-message', attrs: { 'aria-live': 'polite' } });
  const revealedBox = h('div', { class: 'revealed' });
  const showRevealed = () => {
    if (!revealed) return;
    revealedBox.replaceChildren(
      h('span', { class: 'field-label', text: t('revealedSeed') }),
      code(revealed.serverSeed, 'verify-revealed-seed'),
    );
  };
  showRevealed();
  const rotateButton = h('button', {
    class: 'wide-button',
    text: t('rotate'),
    testId: 'verify-rotate',
    attrs: { type: 'button' },
  });
  rotateButton.addEventListener('click', async () => {
    const clientSeed = clientSeedInput.value.trim();
    if (!clientSeedPattern.test(clientSeed)) {
      rotateMessage.textContent = t('clientSeedInvalid');
      return;
    }
    rotateButton.disabled = true;
    rotateMessage.textContent = '';
    try {
      const answer = await postJson<RotateSeedsAnswer>('/api/seeds/rotate', {
        token: options.token,
        clientSeed,
      });
      seeds = answer.seeds;
      revealed = answer.revealed;
      hashCode.textContent = seeds.serverSeedHash;
      nonceCode.textContent = String(seeds.nonce);
      clientSeedInput.value = seeds.clientSeed;
      showRevealed();
      options.onRotated(answer);
      if (round && !serverSeedInput.value && round.serverSeedHash === revealed.serverSeedHash) {
        serverSeedInput.value = revealed.serverSeed;
        hiddenNote.remove();
      }
    } catch (error) {
      rotateMessage.textContent = t(errorMessageKey(errorCode(error)));
    } finally {
      rotateButton.disabled = false;
    }
  });

  // Checking a round.
  const round = options.round;
  const knownSeed =
    round?.serverSeed ??
    (round && revealed && revealed.serverSeedHash === round.serverSeedHash
      ? revealed.serverSeed
      : '');
  const serverSeedInput = h('input', {
    class: 'text-input',
    testId: 'verify-server-seed',
    attrs: { value: knownSeed, maxlength: '64', autocomplete: 'off', spellcheck: 'false' },
  });
  const roundClientSeedInput = h('input', {
    class: 'text-input',
    attrs: {
      value: round?.clientSeed ?? '',
      maxlength: '64',
      autocomplete: 'off',
      spellcheck: 'false',
    },
  });
  const nonceInput = h('input', {
    class: 'text-input',
    attrs: { value: String(round?.nonce ?? 0), inputmode: 'numeric', maxlength: '12' },
  });
  const hiddenNote = h('p', { class: 'field-message', text: t('seedHidden') });
  const result = h('div', {
    class: 'verify-result',
    testId: 'verify-result',
    attrs: { 'aria-live': 'polite' },
  });
  const verifyButton = h('button', {
    class: 'wide-button primary',
    text: t('verifyButton'),
    testId: 'verify-button',
    attrs: { type: 'button' },
  });
  verifyButton.addEventListener('click', async () => {
    verifyButton.disabled = true;
    result.replaceChildren();
    try {
      const answer = await postJson<VerifyAnswer<Outcome>>('/api/verify', {
        gameId: options.gameId,
        serverSeed: serverSeedInput.value.trim(),
        clientSeed: roundClientSeedInput.value.trim(),
        nonce: Number(nonceInput.value),
        ...(round ? { betMinor: round.betMinor } : {}),
      });
      result.replaceChildren(...verdict(answer));
      result.scrollIntoView({ block: 'nearest' });
    } catch (error) {
      result.replaceChildren(
        h('p', { class: 'error', text: t(errorMessageKey(errorCode(error))) }),
      );
    } finally {
      verifyButton.disabled = false;
    }
  });

  const verdict = (answer: VerifyAnswer<Outcome>): HTMLElement[] => {
    const recomputed = h('div', { class: 'recomputed' }, [
      options.renderOutcome(answer.outcome),
      h('p', {
        text: t('recomputed', {
          amount: formatAmount(answer.outcome.totalWinMinor, options.currency),
        }),
      }),
    ]);
    if (!round) return [recomputed];
    const hashMatches = answer.serverSeedHash === round.serverSeedHash;
    // The whole outcome, not only its win: every symbol shown must be the one the seeds give.
    const outcomeMatches =
      sameJson(answer.outcome, round.outcome) && answer.outcome.totalWinMinor === round.winMinor;
    const matches = hashMatches && outcomeMatches;
    const message = matches ? t('matches') : hashMatches ? t('outcomeMismatch') : t('hashMismatch');
    return [
      h('p', { class: matches ? 'verdict good' : 'verdict bad', testId: 'verify-verdict' }, [
        spriteIcon(matches ? 'icon-check' : 'icon-cross', 'verdict-icon'),
        message,
      ]),
      recomputed,
    ];
  };

  sheet.body.append(
    h('p', { class: 'muted', text: t('verifyIntro') }),
    h('section', { class: 'panel' }, [
      h('h3', { text: t('nextRound') }),
      field(t('serverSeedHash'), hashCode),
      field(t('clientSeed'), clientSeedInput),
      field(t('nonce'), nonceCode),
      rotateButton,
      rotateMessage,
      revealedBox,
    ]),
    h('section', { class: 'panel' }, [
      h('h3', { text: t('checkRound') }),
      ...(round
        ? [
            h('div', { class: 'round-summary' }, [
              options.renderOutcome(round.outcome),
              h('div', {}, [
                field(t('serverSeedHash'), code(round.serverSeedHash)),
                h('p', {
                  class: 'muted',
                  text: `${t('bet')} ${formatAmount(round.betMinor, round.currency)} · ${t('win')} ${formatAmount(round.winMinor, round.currency)}`,
                }),
              ]),
            ]),
          ]
        : [h('p', { class: 'muted', text: t('pickRound') })]),
      field(t('serverSeed'), serverSeedInput),
      ...(round && !knownSeed ? [hiddenNote] : []),
      field(t('clientSeed'), roundClientSeedInput),
      field(t('nonce'), nonceInput),
      verifyButton,
      result,
    ]),
  );
}

function errorCode(error: unknown) {
  return error instanceof PageApiError ? error.code : 'internal';
}
