import type { TeenPattiWords } from '../en/games-teen-patti';

export const portuguese: TeenPattiWords = {
  own: {
    dealer: 'Banca',
    you: 'Você',
    ante: 'Ante',
    play: 'Jogo',
    qualifies: 'Qualificada',
    doesNotQualify: 'Não se qualifica',
    feltQualifies: 'A banca se qualifica com {high} ou melhor',
    feltBonus: 'Bônus do ante',
    bonusShort: '{pays}:1',
    bonusRibbon: 'Bônus +{amount}',
    decisionPrompt: '{hand}. Desistir ou jogar mais {amount}? Melhor jogada: {best} ou melhor.',
    decisionShort: ' Seu saldo não cobre a aposta de jogo: você pode desistir.',
    choiceFold: 'Desistir',
    choicePlay: 'Jogar {amount}',
    banner_folded: 'Desistiu',
    banner_dealerDoesNotQualify: 'Ante paga',
    banner_won: 'Você ganha',
    banner_tied: 'Mãos iguais',
    banner_lost: 'A banca ganha',
    bannerFoldedDetail: 'O ante fica com a banca',
    bannerNotQualified: 'A banca não se qualifica',
    bannerTie: 'Ante e jogo devolvidos',
    announceFolded: 'Você desistiu: o ante fica com a banca. A banca tinha {dealer}.',
    announceWin: '{player} vence {dealer}: você ganhou {amount}.',
    announceNotQualified:
      'A banca não se qualifica: seu ante paga e sua aposta de jogo volta, {amount}.',
    announceTie: 'Mãos iguais: seu ante e sua aposta de jogo voltam.',
    announceLose: 'A banca vence com {dealer}.',
    announceBonus: ' Bônus de {hand}: +{bonus}.',
    announceBonusOnLoss: ' Seu bônus de {hand} paga {bonus}.',
    celebrateTrail: 'Trinca!',
    celebratePureSequence: 'Sequência pura!',
    waitingDecision: 'Aguardando sua decisão',
    summaryDealerHidden: 'Cartas fechadas',
    rulesIntro:
      'Suas três cartas contra as da banca, de um baralho de 52 cartas embaralhado a cada rodada. Sua aposta é o ante: ajuste com − e + e toque em Dar cartas.',
    rulesDealTitle: 'A distribuição',
    rulesDeal:
      'Seis cartas são dadas uma a uma: você, a banca, você, a banca, você, a banca. As suas três são viradas; as da banca ficam fechadas até você decidir.',
    rulesDecisionTitle: 'Desistir ou jogar',
    rulesFold: 'Desistir: você perde o ante e a rodada termina.',
    rulesPlay:
      'Jogar: você faz uma aposta de jogo igual ao ante, e as cartas da banca são viradas.',
    rulesAnteTitle: 'Como uma mão jogada é paga',
    rulesQualifies:
      'A banca se qualifica com {high} ou melhor: qualquer par ou mão maior qualifica, e também uma carta alta de {rank} para cima.',
    rulesNotQualified:
      'A banca não se qualifica: seu ante paga {pays} para 1 e sua aposta de jogo volta.',
    rulesHigher:
      'A banca se qualifica e sua mão é maior: seu ante e sua aposta de jogo pagam {pays} para 1 cada.',
    rulesLower: 'A banca se qualifica e sua mão é menor: você perde o ante e a aposta de jogo.',
    rulesEqual: 'A banca se qualifica e as mãos são iguais: seu ante e sua aposta de jogo voltam.',
    rulesHandsTitle: 'Mãos, da maior para a menor',
    rulesSuits:
      'Os naipes nunca desempatam: mãos de valores iguais empatam. O Ás é alto, e baixo só em A-2-3.',
    handInfo_trail: 'Três cartas do mesmo valor. A-A-A é a maior, 2-2-2 a menor.',
    handInfo_pureSequence: 'Três cartas em sequência, todas do mesmo naipe.',
    handInfo_sequence:
      'Três cartas em sequência. A-K-Q é a maior, depois A-2-3, depois K-Q-J até 4-3-2. K-A-2 não é sequência.',
    handInfo_colour:
      'Três cartas do mesmo naipe, fora de sequência. Vale a carta mais alta, depois a seguinte.',
    handInfo_pair: 'Duas cartas do mesmo valor. O par maior vence; a terceira carta desempata.',
    handInfo_highCard:
      'Qualquer outra mão. Vale a carta mais alta, depois a segunda, depois a terceira.',
    rulesBonusTitle: 'Bônus do ante',
    rulesBonus:
      'Pago pela sua própria mão quando você joga, seja qual for a da banca, mesmo quando o ante e a aposta de jogo perdem. Quem desiste não recebe bônus.',
    rulesBonusPays: '{pays} para 1',
    rulesBestTitle: 'A melhor jogada',
    rulesBest:
      'Jogue com {best} ou melhor e desista com qualquer mão menor. Contando todas as 407.170.400 distribuições, nenhuma outra forma de decidir devolve mais. O RTP é {rtp}% com a melhor jogada e {always}% jogando todas as mãos.',
    rulesTimeoutTitle: 'Se você não decidir',
    rulesTimeout:
      'Depois de {minutes} minutos sem decisão a mão é dada como desistência e o ante é perdido; a mesa nunca faz uma aposta de jogo em seu nome, e o seu histórico diz que o tempo acabou. Se a aposta de jogo não puder ser feita (saldo insuficiente ou um limite seu), a mão também é dada como desistência.',
    rulesMax:
      'Uma rodada devolve no máximo {antes}× o ante, {times}× o ante e a aposta de jogo juntos: uma trinca jogada contra a banca qualificada devolve as duas apostas, paga {pays} para 1 sobre cada uma e o bônus de {bonus} para 1.',
    rulesExample: 'Exemplo',
  },
  shellWording: {
    spin: 'Dar cartas',
    bet: 'Ante',
    betLower: 'Diminuir o ante',
    betHigher: 'Aumentar o ante',
    noWin: 'A banca ganha. Dê as cartas de novo!',
    paytableTitle: 'Regras e pagamentos',
    atYourBet: 'No seu ante',
    rtpNote:
      'Calculado exatamente contando todas as distribuições possíveis das 52 cartas, com a melhor jogada. A aposta de uma rodada é o ante e a aposta de jogo. É uma média de longo prazo, não uma promessa para uma sessão.',
    historyEmpty: 'Nenhuma rodada ainda. Toque em Dar cartas para jogar!',
    verifyIntro:
      'Cada distribuição vem do HMAC-SHA256 da semente do servidor, da sua semente e do nonce, que embaralham o baralho; as seis cartas ficam definidas antes da sua decisão. Antes de jogar, você vê o hash SHA-256 da semente do servidor em uso e o da próxima, então nenhuma pode ser escolhida para combinar com a sua semente. Ao trocar as sementes, a do servidor é revelada, e cada rodada jogada com ela pode ser conferida aqui ou com qualquer ferramenta de SHA-256 e HMAC-SHA256.',
    status_second_bet_pending: 'Aposta de jogo em confirmação',
    decidedBySecondBetRefused:
      'Sua aposta de jogo não pôde ser feita: a mão foi dada como desistência.',
    secondBetPending:
      'Sua aposta de jogo está sendo confirmada; o resultado aparecerá no seu histórico.',
    error_spin_in_progress: 'Espere a distribuição atual terminar.',
  },
  hands: {
    classNames: {
      trail: 'Trinca',
      pureSequence: 'Sequência pura',
      sequence: 'Sequência',
      colour: 'Cor',
      pair: 'Par',
      highCard: 'Carta alta',
    },
    rankNames: { A: 'Ás', K: 'Rei', Q: 'Dama', J: 'Valete' },
    rankPlurals: { A: 'Ases', K: 'Reis', Q: 'Damas', J: 'Valetes' },
    numberPlural: (rank) => rank,
    suitNames: { hearts: 'copas', diamonds: 'ouros', spades: 'espadas', clubs: 'paus' },
    trail: (plural) => `Trinca de ${plural}`,
    pair: (plural) => `Par de ${plural}`,
    high: (rank, name) => `${name} ${rank === 'Q' ? 'alta' : 'alto'}`,
    of: 'de',
  },
};
