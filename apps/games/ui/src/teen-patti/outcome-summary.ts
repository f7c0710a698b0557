import type { GameOutcome } from '../../../src/page-api/answers';
import { h } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { miniCard } from './cards';
import { handNames } from './hand-names';
import { teenPattiOwnWords } from '@sorte/words/games/teen-patti';
import { resultWords } from './result-words';

/**
 * A Teen Patti round in small, for the history and verify screens: both hands with their names,
 * whether the dealer qualified, the decision and what it came to. A hand still waiting for its
 * decision shows the player's cards only, as the table does.
 */
export function renderTeenPattiOutcome(
  context: ShellContext<66136>,
  outcome: GameOutcome<66136>,
): HTMLElement {
  const own = translatorFor(teenPattiOwnWords, context.language);
  const names = handNames(context.language);
  const row = (who: string, cards: HTMLElement[], hand: string, note: string | null) =>
    h('div', { class: 'tp-summary-row' }, [
      h('span', { class: 'tp-summary-who', text: who }),
      h('span', { class: 'tp-summary-cards' }, cards),
      h('span', { class: 'tp-summary-hand' }, [
        hand,
        ...(note ? [h('small', { text: note })] : []),
      ]),
    ]);
  const you = row(
    own('you'),
    outcome.player.cards.map(miniCard),
    names.describe(outcome.player),
    null,
  );
  if (outcome.decision === null) {
    return h('div', { class: 'tp-summary', testId: 'round-hands' }, [
      row(own('dealer'), [], own('summaryDealerHidden'), null),
      you,
      h('p', { class: 'tp-summary-result push' }, [h('strong', { text: own('waitingDecision') })]),
    ]);
  }
  const banner = resultWords({ own, names, money: context.money }).banner(outcome);
  return h('div', { class: 'tp-summary', testId: 'round-hands' }, [
    row(
      own('dealer'),
      outcome.dealer.cards.map(miniCard),
      names.describe(outcome.dealer),
      own(outcome.dealerQualifies ? 'qualifies' : 'doesNotQualify'),
    ),
    you,
    h('p', { class: `tp-summary-result ${banner.tone}` }, [
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
