import type { Catalogue, ShellWording } from '../shared/i18n';

/**
 * Teen Patti's own copy; the shell's (history, fairness, errors) is in shared/i18n, with a few of
 * its words changed for a card game in teenPattiShellWording below. Hand names are hand-names.ts.
 */
const en = {
  dealer: 'Dealer',
  you: 'You',
  ante: 'Ante',
  play: 'Play',
  qualifies: 'Qualifies',
  doesNotQualify: 'Does not qualify',
  feltQualifies: 'Dealer qualifies with {high} or better',
  feltBonus: 'Ante bonus',
  bonusShort: '{pays}:1',
  bonusRibbon: 'Bonus +{amount}',
  decisionPrompt: '{hand}. Fold, or play {amount} more? Best play: {best} or better.',
  decisionShort: ' Your balance does not cover the play bet: you can fold.',
  choiceFold: 'Fold',
  choicePlay: 'Play {amount}',
  banner_folded: 'Folded',
  banner_dealerDoesNotQualify: 'Ante pays',
  banner_won: 'You win',
  banner_tied: 'Equal hands',
  banner_lost: 'Dealer wins',
  bannerFoldedDetail: 'The ante is lost',
  bannerNotQualified: 'Dealer does not qualify',
  bannerTie: 'Ante and play back',
  announceFolded: 'You folded: the ante is lost. The dealer held {dealer}.',
  announceWin: '{player} beats {dealer}: you won {amount}.',
  announceNotQualified:
    'The dealer does not qualify: your ante pays and your play bet comes back, {amount}.',
  announceTie: 'Equal hands: your ante and play bet come back.',
  announceLose: 'The dealer wins with {dealer}.',
  announceBonus: ' {hand} bonus: +{bonus}.',
  announceBonusOnLoss: ' Your {hand} bonus pays {bonus}.',
  celebrateTrail: 'Trail!',
  celebratePureSequence: 'Pure sequence!',
  waitingDecision: 'Waiting for your decision',
  summaryDealerHidden: 'Cards down',
  rulesIntro:
    'Your three cards against the dealer’s, from one 52-card deck shuffled for every round. Your bet is the ante: set it with − and +, then tap Deal.',
  rulesDealTitle: 'The deal',
  rulesDeal:
    'Six cards are dealt one at a time: you, the dealer, you, the dealer, you, the dealer. Your three are turned up; the dealer’s stay face down until you decide.',
  rulesDecisionTitle: 'Fold or play',
  rulesFold: 'Fold: you lose the ante, and the round ends.',
  rulesPlay:
    'Play: you put down a play bet equal to the ante, and the dealer’s cards are turned up.',
  rulesAnteTitle: 'How a played hand is paid',
  rulesQualifies:
    'The dealer qualifies with {high} or better: any pair or better qualifies, and so does a high card of {rank} or above.',
  rulesNotQualified:
    'Dealer does not qualify: your ante pays {pays} to 1 and your play bet comes back.',
  rulesHigher:
    'Dealer qualifies, your hand is higher: your ante and your play bet each pay {pays} to 1.',
  rulesLower: 'Dealer qualifies, your hand is lower: you lose the ante and the play bet.',
  rulesEqual: 'Dealer qualifies, the hands are equal: your ante and play bet come back.',
  rulesHandsTitle: 'Hands, highest first',
  rulesSuits: 'Suits never rank: hands of equal ranks tie. The ace is high, and low only in A-2-3.',
  handInfo_trail: 'Three of a kind. A-A-A is the highest, 2-2-2 the lowest.',
  handInfo_pureSequence: 'Three in a row, all in one suit.',
  handInfo_sequence:
    'Three in a row. A-K-Q is the highest, then A-2-3, then K-Q-J down to 4-3-2. K-A-2 is not a sequence.',
  handInfo_colour: 'Three of one suit, not in a row. Highest card first, then the next.',
  handInfo_pair: 'Two of a rank. The higher pair wins; the third card breaks a tie.',
  handInfo_highCard: 'Anything else. Highest card first, then the second, then the third.',
  rulesBonusTitle: 'Ante bonus',
  rulesBonus:
    'Paid on your own hand when you play it, whatever the dealer holds, even when your ante and play bet lose. A folded hand gets no bonus.',
  rulesBonusPays: '{pays} to 1',
  rulesBestTitle: 'The best play',
  rulesBest:
    'Play {best} or better, fold anything lower. Counted over all 407,170,400 deals, no other way of deciding returns more. The RTP is {rtp}% with the best play and {always}% when every hand is played.',
  rulesTimeoutTitle: 'If you do not decide',
  rulesTimeout:
    'After {minutes} minutes without a decision the hand is folded and your ante is lost; the table never puts down a play bet for you, and your history says the time ran out. If your play bet cannot be taken (not enough balance, or a limit you set), the hand is folded too.',
  rulesMax:
    'A round returns at most {antes}× the ante, {times}× the ante and play bet together: a trail played against a qualifying dealer returns both bets, {pays} to 1 on each and the {bonus} to 1 bonus.',
  rulesExample: 'Example',
};

export type TeenPattiMessageKey = keyof typeof en;

export const teenPattiMessages: Catalogue<TeenPattiMessageKey> = {
  en,
  'pt-BR': {
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
  es: {
    dealer: 'Banca',
    you: 'Tú',
    ante: 'Ante',
    play: 'Juego',
    qualifies: 'Califica',
    doesNotQualify: 'No califica',
    feltQualifies: 'La banca califica con {high} o mejor',
    feltBonus: 'Bono del ante',
    bonusShort: '{pays}:1',
    bonusRibbon: 'Bono +{amount}',
    decisionPrompt: '{hand}. ¿Retirarte o jugar {amount} más? Mejor jugada: {best} o mejor.',
    decisionShort: ' Tu saldo no cubre la apuesta de juego: puedes retirarte.',
    choiceFold: 'Retirarse',
    choicePlay: 'Jugar {amount}',
    banner_folded: 'Te retiraste',
    banner_dealerDoesNotQualify: 'El ante paga',
    banner_won: 'Ganas',
    banner_tied: 'Manos iguales',
    banner_lost: 'Gana la banca',
    bannerFoldedDetail: 'El ante se pierde',
    bannerNotQualified: 'La banca no califica',
    bannerTie: 'Ante y juego devueltos',
    announceFolded: 'Te retiraste: el ante se pierde. La banca tenía {dealer}.',
    announceWin: '{player} le gana a {dealer}: ganaste {amount}.',
    announceNotQualified:
      'La banca no califica: tu ante paga y tu apuesta de juego vuelve, {amount}.',
    announceTie: 'Manos iguales: tu ante y tu apuesta de juego vuelven.',
    announceLose: 'La banca gana con {dealer}.',
    announceBonus: ' Bono de {hand}: +{bonus}.',
    announceBonusOnLoss: ' Tu bono de {hand} paga {bonus}.',
    celebrateTrail: '¡Trío!',
    celebratePureSequence: '¡Secuencia pura!',
    waitingDecision: 'Esperando tu decisión',
    summaryDealerHidden: 'Cartas tapadas',
    rulesIntro:
      'Tus tres cartas contra las de la banca, de un mazo de 52 cartas barajado en cada ronda. Tu apuesta es el ante: ajústala con − y + y toca Repartir.',
    rulesDealTitle: 'El reparto',
    rulesDeal:
      'Se reparten seis cartas una a una: tú, la banca, tú, la banca, tú, la banca. Las tuyas se destapan; las de la banca quedan tapadas hasta que decidas.',
    rulesDecisionTitle: 'Retirarse o jugar',
    rulesFold: 'Retirarse: pierdes el ante y la ronda termina.',
    rulesPlay:
      'Jugar: pones una apuesta de juego igual al ante y se destapan las cartas de la banca.',
    rulesAnteTitle: 'Cómo se paga una mano jugada',
    rulesQualifies:
      'La banca califica con {high} o mejor: cualquier pareja o mano superior califica, y también una carta alta de {rank} o más.',
    rulesNotQualified:
      'La banca no califica: tu ante paga {pays} a 1 y tu apuesta de juego vuelve.',
    rulesHigher:
      'La banca califica y tu mano es mayor: tu ante y tu apuesta de juego pagan {pays} a 1 cada una.',
    rulesLower: 'La banca califica y tu mano es menor: pierdes el ante y la apuesta de juego.',
    rulesEqual: 'La banca califica y las manos son iguales: tu ante y tu apuesta de juego vuelven.',
    rulesHandsTitle: 'Manos, de mayor a menor',
    rulesSuits:
      'Los palos nunca desempatan: manos de valores iguales empatan. El As es alto, y bajo solo en A-2-3.',
    handInfo_trail: 'Tres cartas del mismo valor. A-A-A es la mayor, 2-2-2 la menor.',
    handInfo_pureSequence: 'Tres cartas seguidas, todas del mismo palo.',
    handInfo_sequence:
      'Tres cartas seguidas. A-K-Q es la mayor, luego A-2-3, luego K-Q-J hasta 4-3-2. K-A-2 no es secuencia.',
    handInfo_colour:
      'Tres cartas del mismo palo, no seguidas. Cuenta la carta más alta, luego la siguiente.',
    handInfo_pair: 'Dos cartas del mismo valor. Gana la pareja mayor; la tercera carta desempata.',
    handInfo_highCard:
      'Cualquier otra mano. Cuenta la carta más alta, luego la segunda, luego la tercera.',
    rulesBonusTitle: 'Bono del ante',
    rulesBonus:
      'Se paga por tu propia mano cuando la juegas, tenga lo que tenga la banca, incluso si tu ante y tu apuesta de juego pierden. Si te retiras no hay bono.',
    rulesBonusPays: '{pays} a 1',
    rulesBestTitle: 'La mejor jugada',
    rulesBest:
      'Juega con {best} o mejor y retírate con cualquier mano menor. Contando los 407.170.400 repartos, ninguna otra forma de decidir devuelve más. El RTP es {rtp}% con la mejor jugada y {always}% jugando todas las manos.',
    rulesTimeoutTitle: 'Si no decides',
    rulesTimeout:
      'Pasados {minutes} minutos sin decisión la mano se retira y el ante se pierde; la mesa nunca hace una apuesta de juego por ti, y tu historial dice que se acabó el tiempo. Si no se puede tomar tu apuesta de juego (saldo insuficiente o un límite tuyo), la mano también se retira.',
    rulesMax:
      'Una ronda devuelve como máximo {antes}× el ante, {times}× el ante y la apuesta de juego juntos: un trío jugado contra la banca calificada devuelve las dos apuestas, paga {pays} a 1 sobre cada una y el bono de {bonus} a 1.',
    rulesExample: 'Ejemplo',
  },
};

/** The shell's words as a card game says them: it deals, its stake is the ante. */
export const teenPattiShellWording: ShellWording = {
  en: {
    spin: 'Deal',
    bet: 'Ante',
    betLower: 'Lower the ante',
    betHigher: 'Raise the ante',
    noWin: 'The dealer wins. Deal again!',
    paytableTitle: 'Rules and pays',
    atYourBet: 'At your ante',
    rtpNote:
      'Computed exactly by counting every possible deal of the 52 cards, with the best play. A round’s bet is its ante and play bet. It is a long-run average, not a promise for one session.',
    historyEmpty: 'No rounds yet. Tap Deal to play!',
    verifyIntro:
      'Each deal comes from HMAC-SHA256 of the server seed, your client seed and the nonce, which shuffle the deck; all six cards are fixed before you decide. Before you play you see the SHA-256 hash of the server seed in play and of the next one, so neither can be picked to suit your client seed. Changing seeds reveals the server seed, and every round played with it can be checked here or with any SHA-256 and HMAC-SHA256 tool.',
    status_second_bet_pending: 'Play bet being confirmed',
    decidedBySecondBetRefused: 'Your play bet could not be taken: the hand was folded.',
    secondBetPending: 'Your play bet is being confirmed; the result will be in your history.',
    error_spin_in_progress: 'Wait for the current deal to finish.',
  },
  'pt-BR': {
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
  es: {
    spin: 'Repartir',
    bet: 'Ante',
    betLower: 'Bajar el ante',
    betHigher: 'Subir el ante',
    noWin: 'Gana la banca. ¡Reparte otra vez!',
    paytableTitle: 'Reglas y pagos',
    atYourBet: 'Con tu ante',
    rtpNote:
      'Calculado con exactitud contando todos los repartos posibles de las 52 cartas, con la mejor jugada. La apuesta de una ronda es el ante y la apuesta de juego. Es un promedio a largo plazo, no una promesa para una sesión.',
    historyEmpty: 'Aún no hay rondas. ¡Toca Repartir para jugar!',
    verifyIntro:
      'Cada reparto sale del HMAC-SHA256 de la semilla del servidor, tu semilla y el nonce, que barajan el mazo; las seis cartas quedan fijadas antes de que decidas. Antes de jugar ves el hash SHA-256 de la semilla del servidor en uso y el de la próxima, así que ninguna puede elegirse según tu semilla. Al cambiar las semillas se revela la del servidor, y cada ronda jugada con ella se puede comprobar aquí o con cualquier herramienta de SHA-256 y HMAC-SHA256.',
    status_second_bet_pending: 'Apuesta de juego en confirmación',
    decidedBySecondBetRefused: 'No se pudo tomar tu apuesta de juego: la mano se retiró.',
    secondBetPending:
      'Tu apuesta de juego se está confirmando; el resultado aparecerá en tu historial.',
    error_spin_in_progress: 'Espera a que termine el reparto actual.',
  },
};
