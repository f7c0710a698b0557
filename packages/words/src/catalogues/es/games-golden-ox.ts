import type { GoldenOxWords } from '../en/games-golden-ox';

export const spanish: GoldenOxWords = {
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
};
