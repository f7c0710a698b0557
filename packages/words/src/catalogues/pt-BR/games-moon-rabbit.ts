import type { MoonRabbitWords } from '../en/games-moon-rabbit';

export const portuguese: MoonRabbitWords = {
  titleSmall: 'Moon',
  titleBig: 'Rabbit',
  paytableIntro:
    '4 rolos, 3 linhas de símbolos e {lines} linhas de pagamento fixas. Três ou quatro símbolos iguais numa linha, seguidos a partir do primeiro rolo à esquerda, pagam a aposta da linha vezes o número mostrado. Aposta da linha = aposta total ÷ {lines}. Só o maior ganho de cada linha é pago; ganhos em linhas diferentes se somam.',
  payHeadSymbol: 'Símbolo',
  payHeadThree: '3 seguidos',
  payHeadFour: '4 seguidos',
  wildRule:
    'A lua cheia é curinga: substitui qualquer símbolo pagante. Uma linha que começa com luas cheias paga o que for maior: o ganho das próprias luas ou o do símbolo que elas completam.',
  collectTitle: 'Pérolas da lua e o coelho de jade',
  pearlRule:
    'As pérolas da lua caem nos rolos {pearlReels}. Cada pérola mostra seu prêmio em dinheiro, um múltiplo da aposta total.',
  collectRule:
    'O coelho de jade cai só no rolo {collectorReel}. Quando ele cai com pérolas na tela, coleta todas as pérolas e paga a soma dos prêmios. Sem o coelho, as pérolas não pagam nada. Pérolas e coelho nunca completam uma linha, e a lua cheia não os substitui.',
  reelRange: '{first} a {last}',
  prizeHeadPrize: 'Prêmio da pérola',
  prizeHeadAmount: 'Na sua aposta',
  prizeHeadChance: 'Chance',
  prizeNote: 'Cada pérola visível sorteia seu prêmio sozinha, caia o coelho ou não.',
  spinPays: 'Um giro paga os ganhos das linhas mais a coleta do coelho.',
  hintBefore: 'Pérolas pagam quando o',
  hintAfter: 'coelho cai no rolo {reel}',
  collectBanner: 'O coelho coleta!',
  collectSum: 'Coleta {amount}',
  pearlsCollected: 'o coelho coleta {count} pérolas',
  pearlCollected: 'o coelho coleta 1 pérola',
  summaryLines: '{count} linhas',
  summaryLine: '1 linha',
  summaryPearls: '{count} pérolas',
  summaryPearl: '1 pérola',
  festival: 'Festa da lua!',
  symbol_moon: 'Lua cheia',
  symbol_mooncake: 'Bolo da lua',
  symbol_lantern: 'Lanterna de papel',
  symbol_lotus: 'Lótus',
  symbol_peach: 'Pêssego',
  symbol_osmanthus: 'Osmanto',
  symbol_pearl: 'Pérola da lua',
  symbol_rabbit: 'Coelho de jade',
};
