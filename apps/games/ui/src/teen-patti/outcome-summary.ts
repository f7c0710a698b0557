import type { GameOutcome } from '../../../src/page-api/answers';
import { h } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { miniCard } from './cards';
import { handNames } from './hand-names';
import { teenPattiMessages } from './messages';
import { resultWords } from './result-words';

/**
 * A Teen Patti round in small, for the history and verify screens: both hands with their names,
 * whether the dealer qualified, and what happened to the ante (and the bonus).
 */
export function renderTeenPattiOutcome(
  context: ShellContext<66136>,
  outcome: GameOutcome<66136>,
): HTMLElement {
  const own = translatorFor(teenPattiMessages, context.language);
  const names = handNames(context.language);
  const banner = resultWords({ own, names, money: context.money }).banner(outcome);
  const row = (who: string, hand: GameOutcome<66136>['player'], note: string | null) =>
    h('div', { class: 'tp-summary-row' }, [
      h('span', { class: 'tp-summary-who', text: who }),
      h('span', { class: 'tp-summary-cards' }, hand.cards.map(miniCard)),
      h('span', { class: 'tp-summary-hand' }, [
        names.describe(hand),
        ...(note ? [h('small', { text: note })] : []),
      ]),
    ]);
  return h('div', { class: 'tp-summary', testId: 'round-hands' }, [
    row(
      own('dealer'),
      outcome.dealer,
      own(outcome.dealerQualifies ? 'qualifies' : 'doesNotQualify'),
    ),
    row(own('you'), outcome.player, null),
    h('p', { class: `tp-summary-result ${outcome.result}` }, [
      h('strong', { text: banner.title }),
      ...(outcome.bonusPayoutMinor > 0
        ? [
            h('span', {
              class: 'tp-summary-bonus',
              text: own('bonusRibbon', { amount: context.money(outcome.bonusPayoutMinor) }),
            }),
          ]
        : []),
    ]),
  ]);
}
