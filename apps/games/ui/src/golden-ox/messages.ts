import type { Catalogue } from '../shared/i18n';

/** Golden Ox's own copy; the shell's (buttons, history, fairness, errors) is in shared/i18n. */
const en = {
  paytableIntro:
    '3 reels of 3, 4 and 3 rows, and {lines} fixed lines. Three of a symbol on a line pay the line bet times the number shown. Line bet = total bet ÷ {lines}. Wins on different lines add up.',
  wildRule: 'The golden ox is wild: it stands in for every symbol, and three oxen pay the most.',
  chargeTitle: 'Ox Charge',
  chargeRule:
    'After a spin without a win, the ox may charge (1 in {oneIn}). The middle reel locks as four golden oxen and reels 1 and 3 respin until they win, up to {respins} times. Each respin multiplies its win more:',
  chargeStarts: 'Ox Charge!',
  respinOf: 'Respin {respin} of {respins}',
  chargeWin: 'Ox Charge × {multiplier}',
  chargeMissed: 'The ox ran out of breath',
  chargeWon: 'Ox Charge × {multiplier} · {lines}',
  symbol_ox: 'Golden ox',
  symbol_ingot: 'Gold ingot',
  symbol_jade: 'Jade disc',
  symbol_coins: 'Gold coins',
  symbol_knot: 'Lucky knot',
  symbol_lotus: 'Lotus',
  symbol_peach: 'Peach',
};

export type GoldenOxMessageKey = keyof typeof en;

export const goldenOxMessages: Catalogue<GoldenOxMessageKey> = {
  en,
  'pt-BR': {
    paytableIntro:
      '3 rolos de 3, 4 e 3 símbolos e {lines} linhas fixas. Três símbolos iguais numa linha pagam a aposta da linha vezes o número mostrado. Aposta da linha = aposta total ÷ {lines}. Ganhos em linhas diferentes se somam.',
    wildRule: 'O boi dourado é curinga: substitui qualquer símbolo, e três bois pagam o máximo.',
    chargeTitle: 'Investida do Boi',
    chargeRule:
      'Depois de um giro sem ganho, o boi pode investir (1 em {oneIn}). O rolo do meio trava com quatro bois dourados e os rolos 1 e 3 giram de novo até ganhar, até {respins} vezes. Cada novo giro multiplica mais o ganho:',
    chargeStarts: 'Investida do Boi!',
    respinOf: 'Giro {respin} de {respins}',
    chargeWin: 'Investida × {multiplier}',
    chargeMissed: 'O boi perdeu o fôlego',
    chargeWon: 'Investida × {multiplier} · {lines}',
    symbol_ox: 'Boi dourado',
    symbol_ingot: 'Lingote de ouro',
    symbol_jade: 'Disco de jade',
    symbol_coins: 'Moedas de ouro',
    symbol_knot: 'Nó da sorte',
    symbol_lotus: 'Lótus',
    symbol_peach: 'Pêssego',
  },
  es: {
    paytableIntro:
      '3 rodillos de 3, 4 y 3 símbolos y {lines} líneas fijas. Tres símbolos iguales en una línea pagan la apuesta por línea por el número indicado. Apuesta por línea = apuesta total ÷ {lines}. Las ganancias de distintas líneas se suman.',
    wildRule:
      'El buey dorado es comodín: sustituye a cualquier símbolo, y tres bueyes pagan lo máximo.',
    chargeTitle: 'Embestida del Buey',
    chargeRule:
      'Tras un giro sin premio, el buey puede embestir (1 de cada {oneIn}). El rodillo central se fija con cuatro bueyes dorados y los rodillos 1 y 3 vuelven a girar hasta ganar, hasta {respins} veces. Cada nuevo giro multiplica más el premio:',
    chargeStarts: '¡Embestida del Buey!',
    respinOf: 'Giro {respin} de {respins}',
    chargeWin: 'Embestida × {multiplier}',
    chargeMissed: 'El buey se quedó sin aliento',
    chargeWon: 'Embestida × {multiplier} · {lines}',
    symbol_ox: 'Buey dorado',
    symbol_ingot: 'Lingote de oro',
    symbol_jade: 'Disco de jade',
    symbol_coins: 'Monedas de oro',
    symbol_knot: 'Nudo de la suerte',
    symbol_lotus: 'Loto',
    symbol_peach: 'Melocotón',
  },
};
