import { h, spriteIcon } from '../shared/dom';
import type { ShellContext } from '../shared/game-page';
import { translatorFor } from '../shared/i18n';
import { paylineDiagrams } from '../shared/payline-diagrams';
import { moonRabbitWords } from '@sorte/words/games/moon-rabbit';
import { symbolSpriteId } from './symbols';

/**
 * Moon Rabbit's rules: what each symbol pays for three and four (also at the current bet), the
 * wild, the pearls' prizes with their chances, the rabbit's collect and the lines.
 */
export function renderMoonRabbitRules(context: ShellContext<66123>, betMinor: number): Node[] {
  const { t, money, language } = context;
  const { rules } = context.game;
  const own = translatorFor(moonRabbitWords, language);
  const lineBetMinor = betMinor / rules.lines.length;
  const decimal = (text: string) => (language === 'en' ? text : text.replace('.', ','));

  const payCell = (lineBets: number) =>
    h('span', { class: 'mr-pay' }, [
      h('strong', { text: money(lineBets * lineBetMinor) }),
      h('small', { text: `×${lineBets}` }),
    ]);
  const payRows = rules.symbols.flatMap((symbol) =>
    symbol.pays === null
      ? []
      : [
          h('li', { class: symbol.role === 'wild' ? 'mr-pay-row wild' : 'mr-pay-row' }, [
            spriteIcon(symbolSpriteId(symbol.id), 'pay-symbol'),
            h('span', { class: 'pay-name', text: own(`symbol_${symbol.id}`) }),
            payCell(symbol.pays.three),
            payCell(symbol.pays.four),
          ]),
        ],
  );

  const prizeRows = rules.pearlPrizes.map(({ timesBet, chancePercent }) => {
    const { numerator, denominator } = timesBet;
    // Exact: a prize is a whole number of line bets, so the bet times it is a whole amount.
    const valueMinor = (betMinor * numerator) / denominator;
    const times = denominator === 1 ? `${numerator}` : decimal(String(numerator / denominator));
    return h('tr', {}, [
      h('td', { class: 'mr-prize-times', text: `${times}×` }),
      h('td', { text: money(valueMinor) }),
      h('td', { class: 'mr-prize-chance', text: `${decimal(trimZeros(chancePercent))}%` }),
    ]);
  });
  // Reels 1, 2 and 3 read as "1 to 3"; reels that are not side by side as a list.
  const reelNames = (reels: readonly number[]) => {
    const first = reels[0] ?? 0;
    const last = reels[reels.length - 1] ?? 0;
    return reels.length > 2 && last - first === reels.length - 1
      ? own('reelRange', { first: first + 1, last: last + 1 })
      : reels.map((reel) => reel + 1).join(', ');
  };

  return [
    h('p', { text: own('paytableIntro', { lines: rules.lines.length }) }),
    h('div', { class: 'mr-pay-head' }, [
      h('span', { text: `${t('atYourBet')}: ${money(betMinor)}` }),
      h('span', { text: own('payHeadThree') }),
      h('span', { text: own('payHeadFour') }),
    ]),
    h('ul', { class: 'pay-table', testId: 'paytable-pays' }, payRows),
    h('p', { class: 'rule-note' }, [
      spriteIcon(symbolSpriteId('moon'), 'inline-symbol'),
      own('wildRule'),
    ]),
    h('h3', { text: own('collectTitle') }),
    h('p', { class: 'rule-note' }, [
      spriteIcon(symbolSpriteId('pearl'), 'inline-symbol'),
      own('pearlRule', { pearlReels: reelNames(rules.pearlReels) }),
    ]),
    h('table', { class: 'mr-prizes', testId: 'paytable-pearls' }, [
      h('thead', {}, [
        h('tr', {}, [
          h('th', { text: own('prizeHeadPrize') }),
          h('th', { text: own('prizeHeadAmount') }),
          h('th', { text: own('prizeHeadChance') }),
        ]),
      ]),
      h('tbody', {}, prizeRows),
    ]),
    h('p', { class: 'fine-print', text: own('prizeNote') }),
    h('p', { class: 'rule-note' }, [
      spriteIcon(symbolSpriteId('rabbit'), 'inline-symbol'),
      own('collectRule', { collectorReel: rules.collectorReel + 1 }),
    ]),
    h('p', { class: 'mr-spin-pays', text: own('spinPays') }),
    h('h3', { text: t('linesTitle') }),
    paylineDiagrams(
      rules.lines,
      Array.from({ length: rules.reels }, () => rules.rows),
    ),
  ];
}

/** "28.00" → "28", "12.50" → "12.5": the chances are exact, the zeros say nothing. */
function trimZeros(percent: string): string {
  return percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;
}
