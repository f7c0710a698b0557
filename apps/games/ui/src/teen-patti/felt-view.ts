import type { TeenPattiRound } from '@sorte/slots';
import type { GameOutcome } from '../../../src/page-api/answers';
import { h, spriteIcon } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import type { Translate } from '../shared/i18n';
import { createFeltCentre } from './felt-centre';
import type { HandNames } from './hand-names';
import type { TeenPattiMessageKey } from '@sorte/words/games/teen-patti';
import type { ResultWords } from './result-words';
import { createSeat } from './seat';
import type { Seat } from './seat';
import { qualifyingHand } from './qualifying-hand';

type Outcome = GameOutcome<66136>;

export type TeenPattiTranslate = Translate<TeenPattiMessageKey>;

/**
 * The table's parts and how a round looks at rest: the title, the felt with the dealer's seat, the
 * printed centre and the player's seat, the hands named and the bets settled on the felt.
 */
export function createFeltView(
  context: ShellContext<66136>,
  { own, names, words }: { own: TeenPattiTranslate; names: HandNames; words: ResultWords },
) {
  const { money } = context;
  const { rules } = context.game;
  const { marquee, felt, dealer, player, centre } = createFeltLayout(own, names, rules);
  const seats: readonly Seat[] = [player, dealer];

  const cardsOnTable = () =>
    seats.flatMap((seat) => [0, 1, 2].flatMap((index) => seat.cardAt(index)?.element ?? []));

  const clearResult = () => {
    centre.banner(null);
    for (const seat of seats) seat.clear();
  };

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

  return {
    marquee,
    felt,
    dealer,
    player,
    centre,
    cardsOnTable,
    clearResult,
    nameDealer,
    settle,
    showAtRest,
  };
}

/** The title, and the felt with the dealer's seat, the printed centre and the player's seat. */
function createFeltLayout(
  own: TeenPattiTranslate,
  names: HandNames,
  rules: ShellContext<66136>['game']['rules'],
) {
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
  return { marquee, felt, dealer, player, centre };
}

export type FeltView = ReturnType<typeof createFeltView>;
