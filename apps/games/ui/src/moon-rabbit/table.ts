import type { GameOutcome } from '../../../src/page-api/answers';
import { h, spriteIcon, wait } from '../shared/dom';
import type { GameTable, ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import type { Translate } from '../shared/i18n';
import type { Sound } from '../shared/sound';
import { playCollect } from './collect';
import { moonRabbitWords } from '@sorte/words/games/moon-rabbit';
import type { MoonRabbitWords } from '@sorte/words/games/moon-rabbit';
import { cellKey, pearlLabel } from './pearl-label';
import { createReels } from './reels';
import type { ReelScreen, Reels } from './reels';

type Outcome = GameOutcome<66123>;

/** The screen before the first spin: every kind of symbol, the rabbit waiting on reel 4. */
const openingScreen: ReelScreen = {
  grid: [
    ['lantern', 'mooncake', 'lotus', 'peach'],
    ['osmanthus', 'moon', 'moon', 'rabbit'],
    ['peach', 'lotus', 'osmanthus', 'lantern'],
  ],
  labels: new Map(),
};

/** Pearls on reels 1 to 3 from this many make the rabbit's reel turn a little longer. */
const anticipationPearls = 3;

/** The Moon Rabbit table: the moon marquee, the 4×3 reels and the rabbit's collect. */
export function createMoonRabbitTable(context: ShellContext<66123>): GameTable<Outcome> {
  const { game, t, sound, money } = context;
  const own = translatorFor(moonRabbitWords, context.language);
  const { lines, symbols, pearlReels, collectorReel, reels: reelCount } = game.rules;

  const marquee = moonMarquee(own);

  const lineSymbols = symbols.filter((symbol) => symbol.pays !== null).map((symbol) => symbol.id);
  const reels = createReels(
    reelCount,
    (reel) => [
      ...lineSymbols,
      ...(pearlReels.includes(reel) ? ['pearl', 'pearl'] : []),
      ...(reel === collectorReel ? ['rabbit'] : []),
    ],
    game.title,
  );
  reels.show(openingScreen);
  const banner = h(
    'div',
    { class: 'collect-banner pop-banner', attrs: { 'aria-hidden': 'true' } },
    [spriteIcon('mr-rabbit', 'collect-banner-rabbit'), h('span', { text: own('collectBanner') })],
  );
  const frame = h('div', { class: 'reels-frame' }, [reels.element, banner]);
  const hint = collectHint(own, collectorReel);
  let shown: ReelScreen = openingScreen;

  const screenOf = (outcome: Outcome): ReelScreen => ({
    grid: outcome.grid,
    labels: new Map(
      outcome.pearls.map((pearl) => [
        cellKey(pearl.reel, pearl.row),
        pearlLabel(money, pearl.valueMinor),
      ]),
    ),
  });

  return {
    elements: [marquee, frame, hint],
    startSpin(reducedMotion) {
      banner.classList.remove('shown');
      frame.classList.remove('collect-on');
      if (!reducedMotion) reels.startSpin();
    },
    async present(outcome, reducedMotion) {
      const screen = screenOf(outcome);
      const pearlsBeforeRabbit = outcome.pearls.filter((pearl) => pearl.reel < collectorReel);
      await reels.land(screen, {
        reducedMotion,
        onReelStop: (reel) => sound.reelStop(reel),
        anticipate: pearlsBeforeRabbit.length >= anticipationPearls ? collectorReel : null,
      });
      shown = screen;
      reels.highlight(outcome.lineWins, lines);
      if (!outcome.collect.collected) return;

      await showCollect({ reels, banner, frame, sound, money }, outcome, reducedMotion);
    },
    restore() {
      reels.show(shown);
    },
    describeWin: (outcome) => describeMoonWin(outcome, t, own),
    celebration(outcome) {
      // Six pearls or more gathered in one collect is the game's high point.
      return outcome.collect.collected && outcome.pearls.length >= 6
        ? { headline: own('festival'), multiplier: null }
        : null;
    },
  };
}

/** The rabbit gathers every pearl on the reels, after the lines had their moment. */
async function showCollect(
  {
    reels,
    banner,
    frame,
    sound,
    money,
  }: {
    reels: Reels;
    banner: HTMLElement;
    frame: HTMLElement;
    sound: Sound;
    money: (amountMinor: number) => string;
  },
  outcome: Outcome,
  reducedMotion: boolean,
) {
  const rabbitAt = outcome.collect.rabbitPositions[0];
  const rabbit = rabbitAt && reels.cellAt(rabbitAt.reel, rabbitAt.row);
  if (!rabbit) return;
  if (outcome.lineWins.length > 0) await wait(reducedMotion ? 0 : 700);
  banner.classList.add('shown');
  sound.feature();
  await wait(reducedMotion ? 0 : 450);
  await playCollect({
    layer: frame,
    rabbit,
    pearls: outcome.pearls.flatMap((pearl) => {
      const cell = reels.cellAt(pearl.reel, pearl.row);
      return cell
        ? [{ cell, valueMinor: pearl.valueMinor, label: pearlLabel(money, pearl.valueMinor) }]
        : [];
    }),
    totalMinor: outcome.collect.winMinor,
    money,
    reducedMotion,
    onArrive: (step) => sound.reelStop(Math.min(step + 2, 12)),
  });
}

/** The words after "You won …": the lines, and the pearls the rabbit collected. */
function describeMoonWin(outcome: Outcome, t: Translate, own: Translate<keyof MoonRabbitWords>) {
  const parts: string[] = [];
  const lineCount = outcome.lineWins.length;
  if (lineCount === 1) parts.push(t('winningLine'));
  if (lineCount > 1) parts.push(t('winningLines', { count: lineCount }));
  if (outcome.collect.collected) {
    const pearlCount = outcome.pearls.length;
    parts.push(
      pearlCount === 1 ? own('pearlCollected') : own('pearlsCollected', { count: pearlCount }),
    );
  }
  return parts.join(' · ');
}

function moonMarquee(own: Translate<keyof MoonRabbitWords>): HTMLElement {
  return h('div', { class: 'marquee', attrs: { 'aria-hidden': 'true' } }, [
    h('div', { class: 'marquee-sky' }, [
      h('div', { class: 'marquee-moon' }),
      spriteIcon('mr-rabbit', 'marquee-rabbit'),
    ]),
    h('h1', { class: 'logo' }, [
      h('span', { class: 'logo-small', text: own('titleSmall') }),
      h('span', { class: 'logo-big', text: own('titleBig') }),
    ]),
    h('div', { class: 'marquee-lanterns' }, [
      spriteIcon('mr-lantern', 'marquee-lantern big'),
      spriteIcon('mr-lantern', 'marquee-lantern small'),
    ]),
  ]);
}

/** The one rule a new player needs before the first spin, said with the two symbols it is about. */
function collectHint(own: Translate<keyof MoonRabbitWords>, collectorReel: number): HTMLElement {
  return h('p', { class: 'collect-hint' }, [
    h('span', { class: 'collect-hint-part' }, [
      spriteIcon('mr-pearl', 'collect-hint-icon'),
      own('hintBefore'),
    ]),
    h('span', { class: 'collect-hint-part' }, [
      spriteIcon('mr-rabbit', 'collect-hint-icon'),
      own('hintAfter', { reel: collectorReel + 1 }),
    ]),
  ]);
}
