import type { GameOutcome } from '../../../src/page-api/answers';
import { h, spriteIcon, wait } from '../shared/dom';
import type { GameTable, ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { luckyTigerWords } from '@sorte/words/games/lucky-tiger';
import { createReels } from './reels';

type Outcome = GameOutcome<66121>;

const openingGrid = [
  ['orange', 'lantern', 'coins'],
  ['ingot', 'tiger', 'ingot'],
  ['firecracker', 'envelope', 'orange'],
];

/** The Lucky Tiger table: the tiger marquee, the 3×3 reels and Tiger Fortune's banner. */
export function createLuckyTigerTable(context: ShellContext<66121>): GameTable<Outcome> {
  const { game, t, sound } = context;
  const own = translatorFor(luckyTigerWords, context.language);
  const { lines } = game.rules;

  const marquee = h('div', { class: 'marquee', attrs: { 'aria-hidden': 'true' } }, [
    spriteIcon('sym-lantern', 'marquee-lantern left'),
    h('div', { class: 'marquee-center' }, [
      spriteIcon('sym-tiger', 'marquee-tiger'),
      h('h1', { class: 'logo' }, [
        h('span', { class: 'logo-small', text: 'Lucky' }),
        h('span', { class: 'logo-big', text: 'Tiger' }),
      ]),
    ]),
    spriteIcon('sym-lantern', 'marquee-lantern right'),
  ]);
  const reels = createReels(
    game.rules.symbols.filter((symbol) => symbol.role !== 'blank').map((symbol) => symbol.id),
    game.title,
  );
  reels.show(openingGrid);
  const featureBanner = h('div', {
    class: 'feature-banner pop-banner',
    attrs: { 'aria-hidden': 'true' },
  });
  const frame = h('div', { class: 'reels-frame' }, [reels.element, featureBanner]);
  let shownGrid: readonly (readonly string[])[] = openingGrid;

  return {
    elements: [marquee, frame],
    startSpin(reducedMotion) {
      reels.setFeature(false);
      marquee.classList.remove('feature-on');
      featureBanner.classList.remove('shown');
      if (!reducedMotion) reels.startSpin();
    },
    async present(outcome, reducedMotion) {
      if (outcome.featureTriggered && outcome.featureDraw) {
        reels.setFeature(true);
        featureBanner.replaceChildren(
          h('span', { text: own('featureStarts') }),
          spriteIcon(`sym-${outcome.featureDraw.symbol}`, 'feature-symbol'),
        );
        featureBanner.classList.add('shown');
        marquee.classList.add('feature-on');
        sound.feature();
        await wait(reducedMotion ? 0 : 700);
      }
      await reels.land(outcome.grid, { reducedMotion, onReelStop: (reel) => sound.reelStop(reel) });
      shownGrid = outcome.grid;
      reels.highlight(outcome.lineWins, lines);
    },
    restore() {
      reels.show(shownGrid);
    },
    describeWin(outcome) {
      const count = outcome.lineWins.length;
      return count === 1 ? t('winningLine') : t('winningLines', { count });
    },
    celebration(outcome) {
      return outcome.multiplier > 1
        ? { headline: own('fullScreen'), multiplier: outcome.multiplier }
        : null;
    },
  };
}
