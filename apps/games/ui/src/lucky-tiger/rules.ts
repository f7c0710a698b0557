import { h, spriteIcon } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { paylineDiagrams } from '../shared/payline-diagrams';
import { luckyTigerWords } from '@sorte/words/games/lucky-tiger';
import { symbolSpriteId } from './symbols';

/** Lucky Tiger's rules: what each symbol pays (also at the current bet), the feature, the lines. */
export function renderLuckyTigerRules(context: ShellContext<66121>, betMinor: number): Node[] {
  const { t, money } = context;
  const { rules } = context.game;
  const own = translatorFor(luckyTigerWords, context.language);
  const lineBetMinor = betMinor / rules.lines.length;
  const paying = rules.symbols
    .filter((symbol) => symbol.role !== 'blank')
    .sort((a, b) => b.paysLineBets - a.paysLineBets);

  const payRows = paying.map((symbol) =>
    h('li', { class: symbol.role === 'wild' ? 'pay-row wild' : 'pay-row' }, [
      spriteIcon(symbolSpriteId(symbol.id), 'pay-symbol'),
      h('span', { class: 'pay-name', text: own(`symbol_${symbol.id}`) }),
      h('span', { class: 'pay-times', text: `×${symbol.paysLineBets}` }),
      h('span', { class: 'pay-amount', text: money(symbol.paysLineBets * lineBetMinor) }),
    ]),
  );

  return [
    h('p', { text: own('paytableIntro', { lines: rules.lines.length }) }),
    h('div', { class: 'pay-head' }, [
      h('span', { text: '' }),
      h('span', { text: t('atYourBet') + ': ' + money(betMinor) }),
    ]),
    h('ul', { class: 'pay-table' }, payRows),
    h('p', { class: 'rule-note' }, [spriteIcon('sym-tiger', 'inline-symbol'), own('wildRule')]),
    h('h3', { text: own('featureTitle') }),
    h('p', {
      text: own('featureRule', {
        oneIn: rules.feature.triggerOneIn,
        multiplier: rules.feature.fullScreenMultiplier,
      }),
    }),
    h('h3', { text: t('linesTitle') }),
    paylineDiagrams(rules.lines, [3, 3, 3]),
  ];
}
