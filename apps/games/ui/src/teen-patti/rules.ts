import type { Card, HandClass, Rank, Suit } from '@sorte/slots';
import { h } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import type { Translate } from '../shared/i18n';
import { miniCard } from './cards';
import { handNames } from './hand-names';
import { teenPattiOwnWords } from '@sorte/words/games/teen-patti';
import type { TeenPattiMessageKey } from '@sorte/words/games/teen-patti';
import type { HandNames } from './hand-names';
import { qualifyingHand } from './qualifying-hand';

const card = (rank: Rank, suit: Suit): Card => ({ rank, suit });

/** One example hand of each class, as the rules screen shows it. */
const examples: Record<HandClass, readonly Card[]> = {
  trail: [card('7', 'spades'), card('7', 'hearts'), card('7', 'diamonds')],
  pureSequence: [card('Q', 'hearts'), card('J', 'hearts'), card('10', 'hearts')],
  sequence: [card('A', 'clubs'), card('K', 'diamonds'), card('Q', 'spades')],
  colour: [card('K', 'diamonds'), card('9', 'diamonds'), card('4', 'diamonds')],
  pair: [card('8', 'clubs'), card('8', 'hearts'), card('A', 'spades')],
  highCard: [card('A', 'spades'), card('J', 'diamonds'), card('6', 'clubs')],
};

/**
 * Teen Patti's rules at the current ante: the deal, the decision, how the dealer qualifies and a
 * played hand is paid, the hands highest first with an example of each, the ante bonus in money,
 * the best play with its RTP beside always playing, and what happens without a decision. The
 * shell adds the published figures (RTP, rounds that return something, rounds that win more than
 * the bet, maximum win, volatility).
 */
export function renderTeenPattiRules(context: ShellContext<66136>, betMinor: number): Node[] {
  const { t, money, game, language } = context;
  const { rules } = game;
  const own = translatorFor(teenPattiOwnWords, language);
  const names = handNames(language);
  const rank = rules.dealerQualifies.leadingRankAtLeast;
  const high = qualifyingHand(rules.dealerQualifies, names);
  const topBonus = Math.max(...rules.hands.map(({ bonusPays }) => bonusPays));
  const decimal = (value: string) => (language === 'pt-BR' ? value.replace('.', ',') : value);

  const handRows = handRowsOf(rules, own, names);
  const bonusRows = bonusRowsOf(rules, own, names, (pays) => money(pays * betMinor));

  return [
    h('p', { text: own('rulesIntro') }),
    h('h3', { text: own('rulesDealTitle') }),
    h('p', { text: own('rulesDeal') }),
    h('h3', { text: own('rulesDecisionTitle') }),
    h('ul', { class: 'rules-settle', testId: 'rules-decision' }, [
      h('li', { text: own('rulesFold') }),
      h('li', { text: own('rulesPlay') }),
    ]),
    h('h3', { text: own('rulesAnteTitle') }),
    h('p', {
      class: 'rules-qualifies',
      testId: 'rules-qualifies',
      text:
        rules.dealerQualifies.handClass === 'highCard'
          ? own('rulesQualifies', { high, rank: names.rankName(rank) })
          : own('feltQualifies', { high }),
    }),
    h('ul', { class: 'rules-settle' }, [
      h('li', { text: own('rulesNotQualified', { pays: rules.anteWinPays }) }),
      h('li', { text: own('rulesHigher', { pays: rules.anteWinPays }) }),
      h('li', { text: own('rulesLower') }),
      h('li', { text: own('rulesEqual') }),
    ]),
    h('h3', { text: own('rulesHandsTitle') }),
    h('ol', { class: 'rules-hands' }, handRows),
    h('p', { class: 'rule-note', text: own('rulesSuits') }),
    h('h3', { text: own('rulesBonusTitle') }),
    h('p', { text: own('rulesBonus') }),
    h('div', { class: 'pay-head' }, [h('span', { text: `${t('atYourBet')}: ${money(betMinor)}` })]),
    h('ul', { class: 'pay-table', testId: 'rules-bonus' }, bonusRows),
    h('h3', { text: own('rulesBestTitle') }),
    h('p', {
      testId: 'rules-best-play',
      text: own('rulesBest', {
        best: names.describeFully(rules.playsFrom),
        rtp: decimal(game.rtpPercent),
        always: decimal(rules.alwaysPlayRtpPercent),
      }),
    }),
    h('h3', { text: own('rulesTimeoutTitle') }),
    h('p', {
      testId: 'rules-timeout',
      text: own('rulesTimeout', { minutes: rules.decisionWaitSeconds / 60 }),
    }),
    h('p', {
      class: 'rule-note',
      text: own('rulesMax', {
        antes: rules.returnMaxAntes,
        times: decimal(game.maxWinTimesBet),
        pays: rules.anteWinPays,
        bonus: topBonus,
      }),
    }),
  ];
}

type TeenPattiRules = ShellContext<66136>['game']['rules'];

/** The hands, highest first, each with its name, what makes it and an example. */
function handRowsOf(
  rules: TeenPattiRules,
  own: Translate<TeenPattiMessageKey>,
  names: HandNames,
): HTMLElement[] {
  return rules.hands.map(({ handClass }, index) =>
    h('li', { class: 'rules-hand', testId: `rules-hand-${handClass}` }, [
      h('span', { class: 'rules-hand-order', text: String(index + 1) }),
      h('div', { class: 'rules-hand-text' }, [
        h('strong', { text: names.className(handClass) }),
        h('span', { text: own(`handInfo_${handClass}`) }),
      ]),
      h(
        'span',
        { class: 'rules-hand-cards', attrs: { 'aria-label': own('rulesExample') } },
        examples[handClass].map(miniCard),
      ),
    ]),
  );
}

/** The ante bonus, in times the ante and in money at the current ante (`amountAt(pays)`). */
function bonusRowsOf(
  rules: TeenPattiRules,
  own: Translate<TeenPattiMessageKey>,
  names: HandNames,
  amountAt: (pays: number) => string,
): HTMLElement[] {
  return rules.hands
    .filter(({ bonusPays }) => bonusPays > 0)
    .map(({ handClass, bonusPays }) =>
      h('li', { class: 'pay-row tp-pay-row' }, [
        h('span', { class: 'pay-name', text: names.className(handClass) }),
        h('span', { class: 'pay-times', text: own('rulesBonusPays', { pays: bonusPays }) }),
        h('span', { class: 'pay-amount', text: amountAt(bonusPays) }),
      ]),
    );
}
