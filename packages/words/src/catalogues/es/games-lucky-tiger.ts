import type { LuckyTigerWords } from '../en/games-lucky-tiger';

export const spanish: LuckyTigerWords = {
  featureStarts: '¡Tiger Fortune!',
  featureSymbol: 'Tiger Fortune con {symbol}',
  fullScreen: '¡Pantalla llena!',
  paytableIntro:
    '3 rodillos, 3 filas y {lines} líneas fijas. Tres símbolos iguales en una línea pagan la apuesta por línea por el número indicado. Apuesta por línea = apuesta total ÷ {lines}. Las ganancias de distintas líneas se suman.',
  wildRule: 'El tigre es comodín: sustituye a cualquier símbolo, y tres tigres pagan lo máximo.',
  featureTitle: 'Tiger Fortune',
  featureRule:
    'Cualquier giro puede iniciar Tiger Fortune (1 de cada {oneIn}): se elige un símbolo y los rodillos muestran solo ese símbolo, tigres y casillas vacías. Llena las nueve casillas y toda la ganancia se multiplica por {multiplier}.',
  symbol_tiger: 'Tigre',
  symbol_ingot: 'Lingote de oro',
  symbol_coins: 'Monedas de la suerte',
  symbol_lantern: 'Farol',
  symbol_envelope: 'Sobre rojo',
  symbol_firecracker: 'Petardo',
  symbol_orange: 'Mandarina',
  symbol_blank: 'Vacío',
};
