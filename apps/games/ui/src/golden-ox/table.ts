import type { GameOutcome } from '../../../src/page-api/answers';
import { h, spriteIcon, wait } from '../shared/dom';
import type { GameTable, ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import type { Translate } from '../shared/i18n';
import type { Sound } from '../shared/sound';
import { createChargeTrack } from './charge-track';
import { goldenOxWords } from '@sorte/words/games/golden-ox';
import type { GoldenOxWords } from '@sorte/words/games/golden-ox';
import type { ChargeTrack } from './charge-track';
import { createOxReels } from './reels';
import type { OxReels, Screen } from './reels';

type Outcome = GameOutcome<66122>;

const openingScreen: Screen = [
  ['lotus', 'ingot', 'peach'],
  ['knot', 'jade', 'ox', 'coins'],
  ['peach', 'ingot', 'lotus'],
];
const allReels = [0, 1, 2] as const;
const outerReels = [0, 2] as const;

/** The Golden Ox table: the ox marquee, the 3-4-3 reels and Ox Charge played out respin by respin. */
export function createGoldenOxTable(context: ShellContext<66122>): GameTable<Outcome> {
  const { game, t, sound } = context;
  const own = translatorFor(goldenOxWords, context.language);
  const { lines, charge } = game.rules;

  const marquee = oxMarquee();
  const reels = createOxReels(
    game.rules.symbols.map((symbol) => symbol.id),
    game.title,
  );
  reels.show(openingScreen);
  const track = createChargeTrack(charge.respinMultipliers);
  const banner = h('div', { class: 'charge-banner pop-banner', attrs: { 'aria-hidden': 'true' } });
  const runner = h('div', { class: 'ox-run', attrs: { 'aria-hidden': 'true' } }, [
    h('span', { class: 'dust' }),
    spriteIcon('sym-ox', 'ox-runner'),
  ]);
  const frame = h('div', { class: 'reels-frame', testId: 'reels-frame' }, [
    reels.element,
    runner,
    banner,
    track.element,
  ]);
  let shown: Screen = openingScreen;

  const linesText = (count: number) =>
    count === 1 ? t('winningLine') : t('winningLines', { count });

  const charging: ChargeStage = {
    frame,
    marquee,
    runner,
    banner,
    track,
    reels,
    own,
    sound,
    lines,
    respinCount: charge.respinMultipliers.length,
    onShown: (screen) => {
      shown = screen;
    },
  };

  return {
    elements: [marquee, frame],
    startSpin(reducedMotion) {
      frame.classList.remove('charging');
      marquee.classList.remove('charging');
      banner.classList.remove('shown');
      track.hide();
      void reels.lockMiddle(false, reducedMotion);
      if (!reducedMotion) reels.startSpin(allReels);
      else reels.clearHighlight();
    },
    async present(outcome, reducedMotion) {
      await reels.land(outcome.reels, {
        reels: allReels,
        reducedMotion,
        onReelStop: (reel) => sound.reelStop(reel),
      });
      shown = outcome.reels;
      if (outcome.charge) await playCharge(charging, outcome, reducedMotion);
      else reels.highlight(outcome.lineWins, lines);
    },
    restore() {
      reels.show(shown);
    },
    describeWin(outcome) {
      const paid = outcome.charge?.respins.at(-1);
      if (!paid) return linesText(outcome.lineWins.length);
      return own('chargeWon', {
        multiplier: paid.multiplier,
        lines: linesText(paid.lineWins.length),
      });
    },
    celebration(outcome) {
      const paid = outcome.charge?.respins.at(-1);
      return paid && paid.winMinor > 0
        ? { headline: own('chargeStarts'), multiplier: paid.multiplier }
        : null;
    },
  };
}

/** What Ox Charge moves: the frame and marquee it lights, the running ox, the banner and track. */
interface ChargeStage {
  frame: HTMLElement;
  marquee: HTMLElement;
  runner: HTMLElement;
  banner: HTMLElement;
  track: ChargeTrack;
  reels: OxReels;
  own: Translate<keyof GoldenOxWords>;
  sound: Sound;
  lines: readonly (readonly number[])[];
  respinCount: number;
  /** The screen the reels now show, for a restore after an error. */
  onShown: (screen: Screen) => void;
}

/** Ox Charge: the ox runs, the middle reel locks, and the outer reels respin until one pays. */
async function playCharge(stage: ChargeStage, outcome: Outcome, reducedMotion: boolean) {
  const { frame, marquee, runner, track, reels, own, sound, lines } = stage;
  const showBanner = (text: string) => {
    stage.banner.textContent = text;
    stage.banner.classList.add('shown');
  };
  const respins = outcome.charge?.respins ?? [];
  frame.classList.add('charging');
  marquee.classList.add('charging');
  showBanner(own('chargeStarts'));
  sound.feature();
  if (!reducedMotion) {
    runner.classList.add('running');
    await wait(950);
    runner.classList.remove('running');
  }
  await reels.lockMiddle(true, reducedMotion);
  for (const [index, respin] of respins.entries()) {
    track.playing(index, own('respinOf', { respin: index + 1, respins: stage.respinCount }));
    sound.rise(index * 2);
    if (!reducedMotion) {
      reels.startSpin(outerReels);
      await wait(420 + index * 120);
    }
    await reels.land(respin.reels, {
      reels: outerReels,
      reducedMotion,
      onReelStop: (reel) => sound.reelStop(reel),
    });
    stage.onShown(respin.reels);
    if (respin.winMinor > 0) {
      track.won(index);
      showBanner(own('chargeWin', { multiplier: respin.multiplier }));
      reels.highlight(respin.lineWins, lines);
      // Let the player see the lines the ox completed before the celebration covers them.
      await wait(reducedMotion ? 0 : 900);
      return;
    }
    track.missed(index);
    await wait(reducedMotion ? 0 : 320);
  }
  showBanner(own('chargeMissed'));
}

function oxMarquee(): HTMLElement {
  return h('div', { class: 'marquee', attrs: { 'aria-hidden': 'true' } }, [
    spriteIcon('sym-knot', 'marquee-knot left'),
    h('div', { class: 'marquee-center' }, [
      spriteIcon('sym-ox', 'marquee-ox'),
      h('h1', { class: 'logo' }, [
        h('span', { class: 'logo-small', text: 'Golden' }),
        h('span', { class: 'logo-big', text: 'Ox' }),
      ]),
    ]),
    spriteIcon('sym-knot', 'marquee-knot right'),
  ]);
}
