import type { HandClass, Rank, TeenPattiHand, TeenPattiRound } from '@sorte/slots';
import type { GameOutcome } from '../../../src/page-api/answers';
import { wait } from '../shared/dom';
import type {
  DecisionPrompt,
  DecisionSituation,
  GameCelebration,
  GameTable,
  ShellContext,
} from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { flyFromDeck, dealMs, sweepAway } from './deal-motion';
import { createFeltView } from './felt-view';
import type { FeltView, TeenPattiTranslate } from './felt-view';
import type { Sound } from '../shared/sound';
import { handNames } from './hand-names';
import type { HandNames } from './hand-names';
import { teenPattiOwnWords } from '@sorte/words/games/teen-patti';
import { resultWords } from './result-words';

type Outcome = GameOutcome<66136>;
type TeenPattiRules = ShellContext<66136>['game']['rules'];

/** Between two cards leaving the deck: the six go out one after another, player first. */
const dealStaggerMs = 150;
/** The CSS turn of one card (teen-patti.css, .card-inner). */
const flipMs = 380;
/** The dealer's cards turn one at a time, slower than the player's: the moment of suspense. */
const dealerFlipGapMs = 420;

const classOrder: readonly HandClass[] = [
  'highCard',
  'pair',
  'colour',
  'sequence',
  'pureSequence',
  'trail',
];
const rankOrder: readonly Rank[] = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
];

/** Whether a hand is at least as strong as another, by class then compared ranks. */
function isAtLeast(hand: HandRanking, than: HandRanking): boolean {
  const byClass = classOrder.indexOf(hand.handClass) - classOrder.indexOf(than.handClass);
  if (byClass !== 0) return byClass > 0;
  for (let index = 0; index < 3; index += 1) {
    const byRank =
      rankOrder.indexOf(hand.comparedRanks[index] ?? '2') -
      rankOrder.indexOf(than.comparedRanks[index] ?? '2');
    if (byRank !== 0) return byRank > 0;
  }
  return true;
}

type HandRanking = Pick<TeenPattiHand, 'handClass' | 'comparedRanks'>;

/**
 * The Teen Patti table: the title, then the felt with the dealer's seat, the printed centre
 * (deck, ante and play circles, bonus pays) and the player's seat. A round deals six face-down
 * cards as soon as Deal is tapped, turns the player's when the server answers and waits for the
 * decision; folding or playing turns the dealer's one by one and settles the bets on the felt.
 */
export function createTeenPattiTable(context: ShellContext<66136>): GameTable<Outcome> {
  const { game, sound, money } = context;
  const own = translatorFor(teenPattiOwnWords, context.language);
  const names = handNames(context.language);
  const words = resultWords({ own, names, money });
  const { rules } = game;

  const view = createFeltView(context, { own, names, words });
  const { marquee, felt, showAtRest } = view;

  let shown: Outcome | null = null;
  let dealing: Promise<void> = Promise.resolve();
  // A newer round or a restore makes an older animation stop changing the table.
  let generation = 0;

  const motion: TableMotion = {
    view,
    sound,
    names,
    isCurrent: (round) => round === generation,
  };

  showAtRest(null);

  return {
    elements: [marquee, felt],
    startSpin(reducedMotion) {
      generation += 1;
      shown = null;
      dealing = dealFaceDown(motion, generation, reducedMotion);
    },
    async present(outcome, reducedMotion) {
      await dealing;
      const round = generation;
      const decided = outcome.decision !== null;
      const playerUp = shown !== null && shown.decision === null;
      shown = outcome;
      if (reducedMotion) {
        showAtRest(outcome);
        return;
      }
      if (!playerUp) await revealPlayer(motion, outcome, round);
      if (round !== generation || outcome.decision === null || !decided) return;
      await wait(260);
      await revealDealer(motion, outcome, round);
    },
    restore() {
      generation += 1;
      showAtRest(shown);
    },
    describeWin: (outcome) => names.describe(outcome.player),
    celebration: (outcome) => celebrationOf(outcome, own),
    announce(outcome) {
      if (outcome.decision === null) return { text: own('waitingDecision'), tone: 'push' };
      return words.announce(outcome);
    },
    decisionPrompt: (outcome, situation) =>
      decisionPromptFor(outcome, situation, { own, names, money, rules }),
  };
}

/**
 * The decision asked of a dealt hand: fold or play, the published best play gold, play shown but
 * not available when the balance does not cover the play bet.
 */
function decisionPromptFor(
  outcome: Outcome,
  situation: DecisionSituation,
  {
    own,
    names,
    money,
    rules,
  }: {
    own: TeenPattiTranslate;
    names: HandNames;
    money: (amountMinor: number) => string;
    rules: TeenPattiRules;
  },
): DecisionPrompt {
  const amount = money(outcome.playBetMinor);
  const covered = situation.balanceMinor >= outcome.playBetMinor;
  const best = isAtLeast(outcome.player, rules.playsFrom) ? 'play' : 'fold';
  return {
    text:
      own('decisionPrompt', {
        hand: names.describe(outcome.player),
        amount,
        best: names.describeFully(rules.playsFrom),
      }) + (covered ? '' : own('decisionShort')),
    choices: [
      { decision: 'fold', label: own('choiceFold'), primary: best === 'fold', disabled: false },
      {
        decision: 'play',
        label: own('choicePlay', { amount }),
        primary: best === 'play' && covered,
        disabled: !covered,
      },
    ],
  };
}

/** A played trail or pure sequence gets the game's own celebration. */
function celebrationOf(outcome: Outcome, own: TeenPattiTranslate): GameCelebration | null {
  if (outcome.decision !== 'play') return null;
  const { handClass } = outcome.player;
  if (handClass !== 'trail' && handClass !== 'pureSequence') return null;
  return {
    headline: own(handClass === 'trail' ? 'celebrateTrail' : 'celebratePureSequence'),
    multiplier: outcome.totalWinMinor / outcome.anteBetMinor,
  };
}

/** What the table's animations move, and whether the round they animate is still the newest. */
interface TableMotion {
  view: FeltView;
  sound: Sound;
  names: HandNames;
  isCurrent: (round: number) => boolean;
}

/** Six cards face down, one after another from the deck, once the last round's are swept away. */
async function dealFaceDown(
  { view, sound, isCurrent }: TableMotion,
  round: number,
  reducedMotion: boolean,
): Promise<void> {
  const { player, dealer, centre } = view;
  const leaving = view.cardsOnTable();
  if (!reducedMotion && leaving.length > 0) await sweepAway(leaving);
  if (!isCurrent(round)) return;
  view.clearResult();
  centre.setStaked(true);
  // Cards 1, 3 and 5 go to the player, 2, 4 and 6 to the dealer: the maths' deal order.
  for (let dealt = 0; dealt < 6; dealt += 1) {
    const seat = dealt % 2 === 0 ? player : dealer;
    const card = seat.placeCard(Math.floor(dealt / 2));
    if (reducedMotion) continue;
    sound.reelStop(dealt % 3);
    void flyFromDeck(card.element, centre.deck);
    await wait(dealStaggerMs);
    if (!isCurrent(round)) return;
  }
  if (!reducedMotion) await wait(dealMs);
}

/** The player's three cards turn; the dealer's stay down until the decision. */
async function revealPlayer(
  { view, sound, names, isCurrent }: TableMotion,
  outcome: Outcome,
  round: number,
): Promise<void> {
  const { player } = view;
  player.show(outcome.player.cards, names);
  for (let index = 0; index < 3; index += 1) {
    player.cardAt(index)?.faceUp(true);
    sound.reelStop(index);
    await wait(120);
  }
  await wait(flipMs);
  if (!isCurrent(round)) return;
  player.nameHand(names.describe(outcome.player));
}

/** The decision made: the play chip goes down (if played), the dealer's cards turn. */
async function revealDealer(
  { view, sound, names, isCurrent }: TableMotion,
  outcome: TeenPattiRound,
  round: number,
): Promise<void> {
  const { dealer, centre } = view;
  if (outcome.decision === 'play') {
    centre.setPlayed(true);
    await wait(260);
  }
  dealer.show(outcome.dealer.cards, names);
  for (let index = 0; index < 3; index += 1) {
    dealer.cardAt(index)?.faceUp(true);
    sound.reelStop(index + 1);
    await wait(dealerFlipGapMs);
    if (!isCurrent(round)) return;
  }
  view.nameDealer(outcome);
  await wait(240);
  view.settle(outcome);
}
