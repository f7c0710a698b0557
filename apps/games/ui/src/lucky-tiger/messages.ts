import type { Catalogue } from '../shared/i18n';

/** Lucky Tiger's own copy; the shell's (buttons, history, fairness, errors) is in shared/i18n. */
const en = {
  featureStarts: 'Tiger Fortune!',
  featureSymbol: 'Tiger Fortune with {symbol}',
  fullScreen: 'Full screen!',
  paytableIntro:
    '3 reels, 3 rows and {lines} fixed lines. Three of a symbol on a line pay the line bet times the number shown. Line bet = total bet ÷ {lines}. Wins on different lines add up.',
  wildRule: 'The tiger is wild: it stands in for every symbol, and three tigers pay the most.',
  featureTitle: 'Tiger Fortune',
  featureRule:
    'Any spin can start Tiger Fortune (1 in {oneIn}): one symbol is picked and the reels show only that symbol, tigers and empty cells. Fill all nine cells and the whole win is multiplied by {multiplier}.',
  symbol_tiger: 'Tiger',
  symbol_ingot: 'Gold ingot',
  symbol_coins: 'Lucky coins',
  symbol_lantern: 'Lantern',
  symbol_envelope: 'Red envelope',
  symbol_firecracker: 'Firecracker',
  symbol_orange: 'Orange',
  symbol_blank: 'Empty',
};

export type LuckyTigerMessageKey = keyof typeof en;

export const luckyTigerMessages: Catalogue<LuckyTigerMessageKey> = {
  en,
  'pt-BR': {
    featureStarts: 'Tiger Fortune!',
    featureSymbol: 'Tiger Fortune com {symbol}',
    fullScreen: 'Tela cheia!',
    paytableIntro:
      '3 rolos, 3 linhas de símbolos e {lines} linhas de pagamento fixas. Três símbolos iguais numa linha pagam a aposta da linha vezes o número mostrado. Aposta da linha = aposta total ÷ {lines}. Ganhos em linhas diferentes se somam.',
    wildRule: 'O tigre é curinga: substitui qualquer símbolo, e três tigres pagam o máximo.',
    featureTitle: 'Tiger Fortune',
    featureRule:
      'Qualquer giro pode iniciar o Tiger Fortune (1 em {oneIn}): um símbolo é sorteado e os rolos mostram só esse símbolo, tigres e casas vazias. Preencha as nove casas e o ganho total é multiplicado por {multiplier}.',
    symbol_tiger: 'Tigre',
    symbol_ingot: 'Lingote de ouro',
    symbol_coins: 'Moedas da sorte',
    symbol_lantern: 'Lanterna',
    symbol_envelope: 'Envelope vermelho',
    symbol_firecracker: 'Rojão',
    symbol_orange: 'Tangerina',
    symbol_blank: 'Vazio',
  },
  es: {
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
  },
};
