import type {
  DealerQualifyingRule,
  HandClass,
  Rank,
  TeenPattiHand,
  TeenPattiRound,
} from '@sorte/slots';
import type { GameOutcome } from '../../../src/page-api/answers';
import { h, spriteIcon, wait } from '../shared/dom';
import type { GameTable, ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { flyFromDeck, dealMs, sweepAway } from './deal-motion';
import { createFeltCentre } from './felt-centre';
import { handNames } from './hand-names';
import type { HandNames } from './hand-names';
import { teenPattiOwnWords } from '@sorte/words/games/teen-patti';
import { resultWords } from './result-words';
import { createSeat } from './seat';
import type { Seat } from './seat';

type Outcome = GameOutcome<66136>;

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

  const marquee = h('div', { class: 'tp-marquee' }, [
    spriteIcon('tp-fan', 'tp-marquee-fan'),
    h('h1', { class: 'tp-logo' }, [
      h('span', { class: 'tp-logo-small', text: 'Teen' }),
      h('span', { class: 'tp-logo-big', text: 'Patti' }),
    ]),
  ]);
  const dealer = createSeat({ side: 'dealer', label: own('dealer') });
  const player = createSeat({ side: 'player', label: own('you') });
  const centre = createFeltCentre({
    qualifyingText: own('feltQualifies', { high: qualifyingHand(rules.dealerQualifies, names) }),
    anteLabel: own('ante'),
    playLabel: own('play'),
    bonusTitle: own('feltBonus'),
    bonusRows: rules.hands
      .filter(({ bonusPays }) => bonusPays > 0)
      .map(({ handClass, bonusPays }) => ({
        name: names.className(handClass),
        pays: own('bonusShort', { pays: bonusPays }),
      })),
  });
  const felt = h('div', { class: 'felt', testId: 'table' }, [
    dealer.element,
    centre.element,
    player.element,
  ]);
  const seats: readonly Seat[] = [player, dealer];

  let shown: Outcome | null = null;
  let dealing: Promise<void> = Promise.resolve();
  // A newer round or a restore makes an older animation stop changing the table.
  let generation = 0;

  const cardsOnTable = () =>
    seats.flatMap((seat) => [0, 1, 2].flatMap((index) => seat.cardAt(index)?.element ?? []));

  const clearResult = () => {
    centre.banner(null);
    for (const seat of seats) seat.clear();
  };

  async function dealFaceDown(round: number, reducedMotion: boolean): Promise<void> {
    const leaving = cardsOnTable();
    if (!reducedMotion && leaving.length > 0) await sweepAway(leaving);
    if (round !== generation) return;
    clearResult();
    centre.setStaked(true);
    // Cards 1, 3 and 5 go to the player, 2, 4 and 6 to the dealer: the maths' deal order.
    for (let dealt = 0; dealt < 6; dealt += 1) {
      const seat = dealt % 2 === 0 ? player : dealer;
      const card = seat.placeCard(Math.floor(dealt / 2));
      if (reducedMotion) continue;
      sound.reelStop(dealt % 3);
      void flyFromDeck(card.element, centre.deck);
      await wait(dealStaggerMs);
      if (round !== generation) return;
    }
    if (!reducedMotion) await wait(dealMs);
  }

  function nameDealer(outcome: TeenPattiRound) {
    dealer.nameHand(names.describe(outcome.dealer));
    dealer.note(
      own(outcome.dealerQualifies ? 'qualifies' : 'doesNotQualify'),
      outcome.dealerQualifies ? 'good' : 'plain',
    );
  }

  function settle(outcome: TeenPattiRound) {
    const { tone } = words.banner(outcome);
    centre.banner(words.banner(outcome));
    player.mark(tone === 'win' ? 'won' : tone === 'lose' ? 'lost' : null);
    dealer.mark(
      outcome.result === 'lost' || outcome.result === 'folded'
        ? 'won'
        : outcome.result === 'won'
          ? 'lost'
          : null,
    );
    player.ribbon(
      outcome.bonusPayoutMinor > 0
        ? own('bonusRibbon', { amount: money(outcome.bonusPayoutMinor) })
        : null,
    );
  }

  /** The round at once, as it stands: after an error, a reload, or when motion is unwelcome. */
  function showAtRest(outcome: Outcome | null) {
    clearResult();
    centre.setStaked(outcome !== null);
    if (!outcome) return;
    for (let index = 0; index < 3; index += 1) {
      player.placeCard(index).faceUp(true);
      dealer.placeCard(index);
    }
    player.show(outcome.player.cards, names);
    player.nameHand(names.describe(outcome.player));
    if (outcome.decision === null) return;
    centre.setPlayed(outcome.decision === 'play');
    dealer.show(outcome.dealer.cards, names);
    for (let index = 0; index < 3; index += 1) dealer.cardAt(index)?.faceUp(true);
    nameDealer(outcome);
    settle(outcome);
  }

  /** The player's three cards turn; the dealer's stay down until the decision. */
  async function revealPlayer(outcome: Outcome, round: number): Promise<void> {
    player.show(outcome.player.cards, names);
    for (let index = 0; index < 3; index += 1) {
      player.cardAt(index)?.faceUp(true);
      sound.reelStop(index);
      await wait(120);
    }
    await wait(flipMs);
    if (round !== generation) return;
    player.nameHand(names.describe(outcome.player));
  }

  /** The decision made: the play chip goes down (if played), the dealer's cards turn. */
  async function revealDealer(outcome: TeenPattiRound, round: number): Promise<void> {
    if (outcome.decision === 'play') {
      centre.setPlayed(true);
      await wait(260);
    }
    dealer.show(outcome.dealer.cards, names);
    for (let index = 0; index < 3; index += 1) {
      dealer.cardAt(index)?.faceUp(true);
      sound.reelStop(index + 1);
      await wait(dealerFlipGapMs);
      if (round !== generation) return;
    }
    nameDealer(outcome);
    await wait(240);
    settle(outcome);
  }

  showAtRest(null);

  return {
    elements: [marquee, felt],
    startSpin(reducedMotion) {
      generation += 1;
      shown = null;
      dealing = dealFaceDown(generation, reducedMotion);
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
      if (!playerUp) await revealPlayer(outcome, round);
      if (round !== generation || outcome.decision === null || !decided) return;
      await wait(260);
      await revealDealer(outcome, round);
    },
    restore() {
      generation += 1;
      showAtRest(shown);
    },
    describeWin: (outcome) => names.describe(outcome.player),
    celebration(outcome) {
      if (outcome.decision !== 'play') return null;
      const { handClass } = outcome.player;
      if (handClass !== 'trail' && handClass !== 'pureSequence') return null;
      return {
        headline: own(handClass === 'trail' ? 'celebrateTrail' : 'celebratePureSequence'),
        multiplier: outcome.totalWinMinor / outcome.anteBetMinor,
      };
    },
    announce(outcome) {
      if (outcome.decision === null) return { text: own('waitingDecision'), tone: 'push' };
      return words.announce(outcome);
    },
    decisionPrompt(outcome, situation) {
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
    },
  };
}

/** The weakest hand the dealer plays with, as words: "Queen-high", "Pair of 4s". */
export function qualifyingHand(rule: DealerQualifyingRule, names: HandNames): string {
  const rank = rule.leadingRankAtLeast;
  return rule.handClass === 'highCard'
    ? names.high(rank)
    : names.describe({ handClass: rule.handClass, comparedRanks: [rank, rank, rank] });
}
