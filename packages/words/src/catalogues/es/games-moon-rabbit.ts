import type { MoonRabbitWords } from '../en/games-moon-rabbit';

export const spanish: MoonRabbitWords = {
  titleSmall: 'Moon',
  titleBig: 'Rabbit',
  paytableIntro:
    '4 rodillos, 3 filas y {lines} líneas fijas. Tres o cuatro símbolos iguales en una línea, seguidos desde el primer rodillo de la izquierda, pagan la apuesta por línea por el número indicado. Apuesta por línea = apuesta total ÷ {lines}. Solo se paga la mayor ganancia de cada línea; las ganancias de distintas líneas se suman.',
  payHeadSymbol: 'Símbolo',
  payHeadThree: '3 seguidos',
  payHeadFour: '4 seguidos',
  wildRule:
    'La luna llena es comodín: sustituye a cualquier símbolo que paga. Una línea que empieza con lunas llenas paga lo que sea mayor: la ganancia de las propias lunas o la del símbolo que completan.',
  collectTitle: 'Perlas de luna y el conejo de jade',
  pearlRule:
    'Las perlas de luna caen en los rodillos {pearlReels}. Cada perla muestra su premio en dinero, un múltiplo de la apuesta total.',
  collectRule:
    'El conejo de jade cae solo en el rodillo {collectorReel}. Cuando cae con perlas en pantalla, recoge todas las perlas y paga la suma de sus premios. Sin el conejo, las perlas no pagan nada. Las perlas y el conejo nunca completan una línea, y la luna llena no los sustituye.',
  reelRange: '{first} a {last}',
  prizeHeadPrize: 'Premio de la perla',
  prizeHeadAmount: 'Con tu apuesta',
  prizeHeadChance: 'Probabilidad',
  prizeNote: 'Cada perla visible sortea su premio por sí sola, caiga o no el conejo.',
  spinPays: 'Un giro paga las ganancias de las líneas más la recolección del conejo.',
  hintBefore: 'Las perlas pagan si el',
  hintAfter: 'conejo cae en el rodillo {reel}',
  collectBanner: '¡El conejo recoge!',
  collectSum: 'Recoge {amount}',
  pearlsCollected: 'el conejo recoge {count} perlas',
  pearlCollected: 'el conejo recoge 1 perla',
  summaryLines: '{count} líneas',
  summaryLine: '1 línea',
  summaryPearls: '{count} perlas',
  summaryPearl: '1 perla',
  festival: '¡Fiesta de la luna!',
  symbol_moon: 'Luna llena',
  symbol_mooncake: 'Pastel de luna',
  symbol_lantern: 'Farol de papel',
  symbol_lotus: 'Loto',
  symbol_peach: 'Durazno',
  symbol_osmanthus: 'Osmanto',
  symbol_pearl: 'Perla de luna',
  symbol_rabbit: 'Conejo de jade',
};
