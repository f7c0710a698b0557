import type { SpinOutcome } from '@sorte/slots';
import type { RotateSeedsAnswer, RoundView, VerifyAnswer } from '../../../src/page-api/answers';
import { h, spriteIcon } from './dom';
import type { Translate } from './i18n';
import { errorMessageKey } from './i18n';
import { formatAmount } from './money';
import { postJson } from './page-api';
import { sameJson } from './same-json';
import { code, errorCode, field, sha256Hex } from './verify-parts';

type Revealed = RotateSeedsAnswer['revealed'];

interface RoundCheckOptions<Outcome extends SpinOutcome> {
  gameId: number;
  currency: string;
  t: Translate;
  /** The round to check, when opened from the history. */
  round: RoundView<Outcome> | null;
  /** The seed revealed by the last rotation on this visit, if any. */
  revealed: Revealed | null;
  renderOutcome: (outcome: Outcome) => HTMLElement;
}

/**
 * Checking a round: its seeds and nonce (filled in from the history's round and any seed revealed
 * since), recomputed by the server and compared here, with the commitment hashed in the browser.
 */
export function createRoundCheck<Outcome extends SpinOutcome>(
  options: RoundCheckOptions<Outcome>,
): { panel: HTMLElement; offerRevealed: (revealed: Revealed) => void } {
  const { t, round, revealed } = options;
  const knownSeed =
    round?.serverSeed ??
    (round && revealed && revealed.serverSeedHash === round.serverSeedHash
      ? revealed.serverSeed
      : '');
  const inputs = createRoundInputs(round, knownSeed);
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
    const serverSeed = inputs.serverSeed.value.trim();
    try {
      const answer = await postJson<VerifyAnswer<Outcome>>('/api/verify', {
        gameId: options.gameId,
        serverSeed,
        clientSeed: inputs.clientSeed.value.trim(),
        nonce: Number(inputs.nonce.value),
        ...(round ? { betMinor: round.chosenBetMinor } : {}),
        ...(round?.decision ? { decision: round.decision } : {}),
      });
      result.replaceChildren(...verdict(options, answer, sha256Hex(serverSeed)));
      result.scrollIntoView({ block: 'nearest' });
    } catch (error) {
      result.replaceChildren(
        h('p', { class: 'error', text: t(errorMessageKey(errorCode(error))) }),
      );
    } finally {
      verifyButton.disabled = false;
    }
  });

  const panel = h('section', { class: 'panel' }, [
    h('h3', { text: t('checkRound') }),
    ...(round
      ? [roundSummary(t, round, options.renderOutcome)]
      : [h('p', { class: 'muted', text: t('pickRound') })]),
    field(t('serverSeed'), inputs.serverSeed),
    ...(round && !knownSeed ? [hiddenNote] : []),
    field(t('clientSeed'), inputs.clientSeed),
    field(t('nonce'), inputs.nonce),
    verifyButton,
    result,
  ]);
  const offerRevealed = (seed: Revealed) => {
    if (round && !inputs.serverSeed.value && round.serverSeedHash === seed.serverSeedHash) {
      inputs.serverSeed.value = seed.serverSeed;
      hiddenNote.remove();
    }
  };
  return { panel, offerRevealed };
}

function createRoundInputs(round: RoundView<SpinOutcome> | null, knownSeed: string) {
  const serverSeed = h('input', {
    class: 'text-input',
    testId: 'verify-server-seed',
    attrs: { value: knownSeed, maxlength: '64', autocomplete: 'off', spellcheck: 'false' },
  });
  const clientSeed = h('input', {
    class: 'text-input',
    attrs: {
      value: round?.clientSeed ?? '',
      maxlength: '64',
      autocomplete: 'off',
      spellcheck: 'false',
    },
  });
  const nonce = h('input', {
    class: 'text-input',
    attrs: { value: String(round?.nonce ?? 0), inputmode: 'numeric', maxlength: '12' },
  });
  return { serverSeed, clientSeed, nonce };
}

function roundSummary<Outcome extends SpinOutcome>(
  t: Translate,
  round: RoundView<Outcome>,
  renderOutcome: (outcome: Outcome) => HTMLElement,
): HTMLElement {
  return h('div', { class: 'round-summary' }, [
    renderOutcome(round.outcome),
    h('div', {}, [
      field(t('serverSeedHash'), code(round.serverSeedHash)),
      h('p', {
        class: 'muted',
        text: `${t('bet')} ${formatAmount(round.betMinor, round.currency)} · ${t('win')} ${formatAmount(round.winMinor, round.currency)}`,
      }),
    ]),
  ]);
}

function verdict<Outcome extends SpinOutcome>(
  options: RoundCheckOptions<Outcome>,
  answer: VerifyAnswer<Outcome>,
  hashHere: string,
): HTMLElement[] {
  const { t, round } = options;
  const recomputed = h('div', { class: 'recomputed' }, [
    options.renderOutcome(answer.outcome),
    h('p', {
      text: t('recomputed', {
        amount: formatAmount(answer.outcome.totalWinMinor, options.currency),
      }),
    }),
  ]);
  if (!round) return [recomputed];
  // The commitment is checked here, in the browser, not taken from the server's answer.
  const hashMatches = hashHere === round.serverSeedHash;
  // The whole outcome, not only its win: every symbol or card shown must be the seeds' own.
  const outcomeMatches =
    sameJson(answer.outcome, round.outcome) && answer.outcome.totalWinMinor === round.winMinor;
  const matches = hashMatches && outcomeMatches;
  const message = matches ? t('matches') : hashMatches ? t('outcomeMismatch') : t('hashMismatch');
  return [
    h('p', { class: matches ? 'verdict good' : 'verdict bad', testId: 'verify-verdict' }, [
      spriteIcon(matches ? 'icon-check' : 'icon-cross', 'verdict-icon'),
      message,
    ]),
    field(t('hashComputedHere'), code(hashHere, 'verify-hash-here')),
    recomputed,
  ];
}
