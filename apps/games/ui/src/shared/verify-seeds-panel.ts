import type { ClientSeedAnswer, RotateSeedsAnswer, SeedsView } from '../../../src/page-api/answers';
import { clientSeedPattern, randomClientSeed } from './client-seed';
import { h } from './dom';
import type { Translate } from './i18n';
import { errorMessageKey } from './i18n';
import { postJson } from './page-api';
import { code, errorCode, field, sha256Hex } from './verify-parts';

type Revealed = RotateSeedsAnswer['revealed'];

/**
 * The seeds in play and the commitment after them, with the player's new client seed: set while
 * no round was played with the pair, or a rotation that reveals the server seed in play.
 */
export function createSeedsPanel(options: {
  token: string;
  t: Translate;
  seeds: SeedsView;
  revealed: Revealed | null;
  onSeeds: (seeds: SeedsView) => void;
  onRotated: (answer: RotateSeedsAnswer) => void;
}): HTMLElement {
  const { t } = options;
  let seeds = options.seeds;
  let revealed = options.revealed;
  const codes = createSeedCodes(seeds);
  const clientSeed = createClientSeedInput(t);
  const clientSeedNote = h('p', { class: 'field-message', attrs: { id: 'client-seed-note' } });
  const seedMessage = h('p', { class: 'field-message', attrs: { 'aria-live': 'polite' } });
  const revealedBox = h('div', { class: 'revealed' });
  const seedButton = h('button', {
    class: 'wide-button',
    testId: 'verify-rotate',
    attrs: { type: 'button' },
  });
  const showSeeds = () => {
    codes.show(seeds);
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
    const chosen = clientSeed.input.value.trim();
    if (!clientSeedPattern.test(chosen)) {
      seedMessage.textContent = t('clientSeedInvalid');
      return;
    }
    seedButton.disabled = true;
    seedMessage.textContent = '';
    try {
      if (seedButton.dataset.action === 'set') {
        seeds = (await setClientSeed(options.token, chosen)).seeds;
        options.onSeeds(seeds);
        seedMessage.textContent = t('clientSeedSet');
      } else {
        const answer = await rotateSeeds(options.token, chosen);
        seeds = answer.seeds;
        revealed = answer.revealed;
        options.onRotated(answer);
        seedMessage.textContent = t('seedsRotated');
      }
      clientSeed.input.value = randomClientSeed();
      showSeeds();
    } catch (error) {
      seedMessage.textContent = t(errorMessageKey(errorCode(error)));
    } finally {
      seedButton.disabled = false;
    }
  });

  return h('section', { class: 'panel' }, [
    h('h3', { text: t('seedsTitle') }),
    field(t('serverSeedHash'), codes.hash),
    field(t('nextServerSeedHash'), codes.nextHash),
    field(t('clientSeed'), codes.clientSeed),
    field(t('nonce'), codes.nonce),
    h('div', { class: 'field' }, [
      h('span', { class: 'field-label', text: t('newClientSeed') }),
      h('div', { class: 'input-row' }, [clientSeed.input, clientSeed.drawButton]),
    ]),
    clientSeedNote,
    seedButton,
    seedMessage,
    revealedBox,
  ]);
}

/** A fresh suggestion drawn here, in the browser: the player keeps it, edits it or draws again. */
function createClientSeedInput(t: Translate) {
  const input = h('input', {
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
      input.value = randomClientSeed();
    },
  });
  return { input, drawButton };
}

function setClientSeed(token: string, clientSeed: string): Promise<ClientSeedAnswer> {
  return postJson<ClientSeedAnswer>('/api/seeds/client', { token, clientSeed });
}

function rotateSeeds(token: string, clientSeed: string): Promise<RotateSeedsAnswer> {
  return postJson<RotateSeedsAnswer>('/api/seeds/rotate', { token, clientSeed });
}

/** The seeds in play as the player copies them, and how they are shown again after a change. */
function createSeedCodes(seeds: SeedsView) {
  const hash = code(seeds.serverSeedHash, 'verify-server-seed-hash');
  const nextHash = code(seeds.nextServerSeedHash, 'verify-next-server-seed-hash');
  const clientSeed = code(seeds.clientSeed, 'verify-current-client-seed');
  const nonce = code(String(seeds.nonce));
  const show = (now: SeedsView) => {
    hash.textContent = now.serverSeedHash;
    nextHash.textContent = now.nextServerSeedHash;
    clientSeed.textContent = now.clientSeed;
    nonce.textContent = String(now.nonce);
  };
  return { hash, nextHash, clientSeed, nonce, show };
}
