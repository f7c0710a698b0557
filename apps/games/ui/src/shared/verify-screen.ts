import { sha256 } from '@noble/hashes/sha2.js';
import type { SpinOutcome } from '@sorte/slots';
import type {
  ClientSeedAnswer,
  RotateSeedsAnswer,
  RoundView,
  SeedsView,
  VerifyAnswer,
} from '../../../src/page-api/answers';
import { clientSeedPattern, randomClientSeed } from './client-seed';
import { h, spriteIcon } from './dom';
import type { Translate } from './i18n';
import { errorMessageKey } from './i18n';
import { formatAmount } from './money';
import { PageApiError, postJson } from './page-api';
import { sameJson } from './same-json';
import { openSheet } from './sheet';

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
  onSeeds: (seeds: SeedsView) => void;
  onRotated: (answer: RotateSeedsAnswer) => void;
}

/** The worked example of the games README, for a player who has not revealed a seed yet. */
const exampleSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';

/** SHA-256 of the seed's text, computed here in the browser, as any SHA-256 tool does. */
function sha256Hex(text: string): string {
  return Array.from(sha256(new TextEncoder().encode(text)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Provably fair: the commitments (the hash of the server seed in play and of the next one, both
 * published before the player picks a client seed), the player's client seed, the protocol in
 * words with a worked example, and a check of any round by recomputing it from revealed seeds.
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

  // The seeds in play and the commitment after them.
  const hashCode = code(seeds.serverSeedHash, 'verify-server-seed-hash');
  const nextHashCode = code(seeds.nextServerSeedHash, 'verify-next-server-seed-hash');
  const clientSeedCode = code(seeds.clientSeed, 'verify-current-client-seed');
  const nonceCode = code(String(seeds.nonce));
  // A fresh suggestion drawn here, in the browser: the player keeps it, edits it or draws again.
  const clientSeedInput = h('input', {
    class: 'text-input',
    testId: 'verify-client-seed',
    attrs: {
      value: randomClientSeed(),
      maxlength: '64',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': 'client-seed-note',
    },
  });
  const drawButton = h('button', {
    class: 'small-button',
    text: t('clientSeedDraw'),
    testId: 'verify-client-seed-draw',
    attrs: { type: 'button' },
    onClick: () => {
      clientSeedInput.value = randomClientSeed();
    },
  });
  const clientSeedNote = h('p', { class: 'field-message', attrs: { id: 'client-seed-note' } });
  const seedMessage = h('p', { class: 'field-message', attrs: { 'aria-live': 'polite' } });
  const revealedBox = h('div', { class: 'revealed' });
  const seedButton = h('button', {
    class: 'wide-button',
    testId: 'verify-rotate',
    attrs: { type: 'button' },
  });
  const showSeeds = () => {
    hashCode.textContent = seeds.serverSeedHash;
    nextHashCode.textContent = seeds.nextServerSeedHash;
    clientSeedCode.textContent = seeds.clientSeed;
    nonceCode.textContent = String(seeds.nonce);
    // No round yet: the client seed joins the committed server seed. Rounds played: a new client
    // seed comes with the next committed server seed, and this one is revealed.
    const unused = seeds.nonce === 0;
    seedButton.textContent = unused ? t('setClientSeed') : t('rotate');
    seedButton.dataset.action = unused ? 'set' : 'rotate';
    clientSeedNote.textContent = unused ? t('clientSeedNoteUnused') : t('clientSeedNoteUsed');
    if (!revealed) return;
    revealedBox.replaceChildren(
      field(t('revealedSeed'), code(revealed.serverSeed, 'verify-revealed-seed')),
      field(t('hashComputedHere'), code(sha256Hex(revealed.serverSeed))),
    );
  };
  showSeeds();
  seedButton.addEventListener('click', async () => {
    const clientSeed = clientSeedInput.value.trim();
    if (!clientSeedPattern.test(clientSeed)) {
      seedMessage.textContent = t('clientSeedInvalid');
      return;
    }
    seedButton.disabled = true;
    seedMessage.textContent = '';
    try {
      if (seedButton.dataset.action === 'set') {
        const answer = await postJson<ClientSeedAnswer>('/api/seeds/client', {
          token: options.token,
          clientSeed,
        });
        seeds = answer.seeds;
        options.onSeeds(seeds);
        seedMessage.textContent = t('clientSeedSet');
      } else {
        const answer = await postJson<RotateSeedsAnswer>('/api/seeds/rotate', {
          token: options.token,
          clientSeed,
        });
        seeds = answer.seeds;
        revealed = answer.revealed;
        options.onRotated(answer);
        seedMessage.textContent = t('seedsRotated');
        if (round && !serverSeedInput.value && round.serverSeedHash === revealed.serverSeedHash) {
          serverSeedInput.value = revealed.serverSeed;
          hiddenNote.remove();
        }
      }
      clientSeedInput.value = randomClientSeed();
      showSeeds();
    } catch (error) {
      seedMessage.textContent = t(errorMessageKey(errorCode(error)));
    } finally {
      seedButton.disabled = false;
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
    const serverSeed = serverSeedInput.value.trim();
    try {
      const answer = await postJson<VerifyAnswer<Outcome>>('/api/verify', {
        gameId: options.gameId,
        serverSeed,
        clientSeed: roundClientSeedInput.value.trim(),
        nonce: Number(nonceInput.value),
        ...(round ? { betMinor: round.chosenBetMinor } : {}),
        ...(round?.decision ? { decision: round.decision } : {}),
      });
      result.replaceChildren(...verdict(answer, sha256Hex(serverSeed)));
      result.scrollIntoView({ block: 'nearest' });
    } catch (error) {
      result.replaceChildren(
        h('p', { class: 'error', text: t(errorMessageKey(errorCode(error))) }),
      );
    } finally {
      verifyButton.disabled = false;
    }
  });

  const verdict = (answer: VerifyAnswer<Outcome>, hashHere: string): HTMLElement[] => {
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
  };

  // The protocol in words, with an example any SHA-256 tool reproduces: the player's own last
  // revealed seed when there is one, else the README's.
  const exampleSeedText = revealed?.serverSeed ?? exampleSeed;
  const protocol = h('details', { class: 'protocol', testId: 'verify-protocol' }, [
    h('summary', { text: t('protocolTitle') }),
    h(
      'ol',
      { class: 'protocol-steps' },
      (['protocolStep1', 'protocolStep2', 'protocolStep3', 'protocolStep4'] as const).map((key) =>
        h('li', { text: t(key) }),
      ),
    ),
    h('p', { class: 'field-label', text: t('protocolExample') }),
    field(t('serverSeed'), code(exampleSeedText)),
    field(t('protocolExampleHash'), code(sha256Hex(exampleSeedText), 'verify-example-hash')),
    h('p', { class: 'field-message', text: t('protocolExampleCheck') }),
  ]);

  sheet.body.append(
    h('p', { class: 'muted', text: t('verifyIntro') }),
    protocol,
    h('section', { class: 'panel' }, [
      h('h3', { text: t('seedsTitle') }),
      field(t('serverSeedHash'), hashCode),
      field(t('nextServerSeedHash'), nextHashCode),
      field(t('clientSeed'), clientSeedCode),
      field(t('nonce'), nonceCode),
      h('div', { class: 'field' }, [
        h('span', { class: 'field-label', text: t('newClientSeed') }),
        h('div', { class: 'input-row' }, [clientSeedInput, drawButton]),
      ]),
      clientSeedNote,
      seedButton,
      seedMessage,
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
