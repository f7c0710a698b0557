import type { SpinOutcome } from '@sorte/slots';
import type { RotateSeedsAnswer, RoundView, SeedsView } from '../../../src/page-api/answers';
import { h } from './dom';
import type { Translate } from './i18n';
import { openSheet } from './sheet';
import { code, field, sha256Hex } from './verify-parts';
import { createRoundCheck } from './verify-round-check';
import { createSeedsPanel } from './verify-seeds-panel';

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

/**
 * Provably fair: the commitments (the hash of the server seed in play and of the next one, both
 * published before the player picks a client seed), the player's client seed, the protocol in
 * words with a worked example, and a check of any round by recomputing it from revealed seeds.
 */
export function openVerify<Outcome extends SpinOutcome>(
  options: VerifyScreenOptions<Outcome>,
): void {
  const { t } = options;
  const revealed = options.lastRevealed;
  const sheet = openSheet({
    host: options.host,
    title: t('verifyTitle'),
    testId: 'verify',
    closeLabel: t('close'),
  });
  const seedsPanel = createSeedsPanel({
    token: options.token,
    t,
    seeds: options.seeds,
    revealed,
    onSeeds: options.onSeeds,
    onRotated: (answer) => {
      options.onRotated(answer);
      roundCheck.offerRevealed(answer.revealed);
    },
  });
  const roundCheck = createRoundCheck({
    gameId: options.gameId,
    currency: options.currency,
    t,
    round: options.round,
    revealed,
    renderOutcome: options.renderOutcome,
  });
  sheet.body.append(
    h('p', { class: 'muted', text: t('verifyIntro') }),
    protocolDetails(t, revealed?.serverSeed ?? exampleSeed),
    seedsPanel,
    roundCheck.panel,
  );
}

/**
 * The protocol in words, with an example any SHA-256 tool reproduces: the player's own last
 * revealed seed when there is one, else the README's.
 */
function protocolDetails(t: Translate, exampleSeedText: string): HTMLElement {
  return h('details', { class: 'protocol', testId: 'verify-protocol' }, [
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
}
