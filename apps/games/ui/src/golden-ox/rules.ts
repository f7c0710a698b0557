import { h, spriteIcon } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { paylineDiagrams } from '../shared/payline-diagrams';
import { goldenOxWords } from '@sorte/words/games/golden-ox';
import { symbolSpriteId } from './symbols';

/** Golden Ox's rules: what each symbol pays (also at the current bet), Ox Charge, the lines. */
export function renderGoldenOxRules(context: ShellContext<66122>, betMinor: number): Node[] {
  const { t, money } = context;
  const { rules } = context.game;
  const own = translatorFor(goldenOxWords, context.language);
  const lineBetMinor = betMinor / rules.lines.length;
  const payRows = [...rules.symbols]
    .sort((a, b) => b.paysLineBets - a.paysLineBets)
    .map((symbol) =>
      h('li', { class: symbol.role === 'wild' ? 'pay-row wild' : 'pay-row' }, [
        spriteIcon(symbolSpriteId(symbol.id), 'pay-symbol'),
        h('span', { class: 'pay-name', text: own(`symbol_${symbol.id}`) }),
        h('span', { class: 'pay-times', text: `×${symbol.paysLineBets}` }),
        h('span', { class: 'pay-amount', text: money(symbol.paysLineBets * lineBetMinor) }),
      ]),
    );
  const multipliers = rules.charge.respinMultipliers.map((multiplier, respin) =>
    h('li', { class: 'charge-step' }, [
      h('span', {
        class: 'charge-step-respin',
        text: own('respinOf', {
          respin: respin + 1,
          respins: rules.charge.respinMultipliers.length,
        }),
      }),
      h('strong', { text: `×${multiplier}` }),
    ]),
  );

  return [
    h('p', { text: own('paytableIntro', { lines: rules.lines.length }) }),
    h('div', { class: 'pay-head' }, [
      h('span', { text: '' }),
      h('span', { text: `${t('atYourBet')}: ${money(betMinor)}` }),
    ]),
    h('ul', { class: 'pay-table' }, payRows),
    h('p', { class: 'rule-note' }, [spriteIcon('sym-ox', 'inline-symbol'), own('wildRule')]),
    h('h3', { text: own('chargeTitle') }),
    h('p', {
      text: own('chargeRule', {
        oneIn: rules.charge.triggerOneIn,
        respins: rules.charge.respinMultipliers.length,
      }),
    }),
    h('ol', { class: 'charge-steps' }, multipliers),
    h('h3', { text: t('linesTitle') }),
    paylineDiagrams(rules.lines, rules.reelRows),
  ];
}
