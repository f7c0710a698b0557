import type { LuckyTigerWords } from '../en/games-lucky-tiger';

export const portuguese: LuckyTigerWords = {
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
};
