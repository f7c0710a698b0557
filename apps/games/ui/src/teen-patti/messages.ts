import type { Catalogue, ShellWording } from '../shared/i18n';

/**
 * Teen Patti's own copy; the shell's (history, fairness, errors) is in shared/i18n, with a few of
 * its words changed for a card game in teenPattiShellWording below. Hand names are hand-names.ts.
 */
const en = {
  dealer: 'Dealer',
  you: 'You',
  ante: 'Ante',
  qualifies: 'Qualifies',
  doesNotQualify: 'Does not qualify',
  feltQualifies: 'Dealer qualifies with {high} or better',
  feltBonus: 'Ante bonus',
  bonusShort: '{pays}:1',
  bonusRibbon: 'Bonus +{amount}',
  banner_win: 'You win',
  banner_push: 'Ante back',
  banner_lose: 'Dealer wins',
  bannerNotQualified: 'Dealer does not qualify',
  bannerTie: 'Equal hands',
  announceWin: '{player} beats {dealer}: you won {amount}.',
  announceNotQualified: 'The dealer does not qualify: your ante comes back.',
  announceTie: 'Equal hands: your ante comes back.',
  announceLose: 'The dealer wins with {dealer}.',
  announceBonus: ' {hand} bonus: +{bonus}.',
  announceBonusOnLoss: ' Your {hand} bonus pays {bonus}.',
  celebrateTrail: 'Trail!',
  celebratePureSequence: 'Pure sequence!',
  rulesIntro:
    'Your three cards against the dealer’s, from one 52-card deck shuffled for every round. Your bet is the ante: set it with − and +, then tap Deal.',
  rulesDealTitle: 'The deal',
  rulesDeal:
    'Six cards are dealt one at a time: you, the dealer, you, the dealer, you, the dealer. Every card is turned face up; there is nothing to decide.',
  rulesAnteTitle: 'How the ante is paid',
  rulesQualifies:
    'The dealer qualifies with {high} or better: any pair or better qualifies, and so does a high card of {rank} or above.',
  rulesNotQualified: 'Dealer does not qualify: your ante is returned.',
  rulesHigher: 'Dealer qualifies, your hand is higher: your ante pays {pays} to 1.',
  rulesLower: 'Dealer qualifies, your hand is lower: you lose the ante.',
  rulesEqual: 'Dealer qualifies, the hands are equal: your ante is returned.',
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
    'Paid on your own hand whatever the dealer holds, even when the ante loses or the dealer does not qualify.',
  rulesBonusPays: '{pays} to 1',
  rulesMax:
    'A round returns at most {times}× the ante: a trail beating a qualifying dealer returns the ante, {pays} to 1 on it and the {bonus} to 1 bonus.',
  rulesExample: 'Example',
};

export type TeenPattiMessageKey = keyof typeof en;

export const teenPattiMessages: Catalogue<TeenPattiMessageKey> = {
  en,
  'pt-BR': {
    dealer: 'Banca',
    you: 'Você',
    ante: 'Ante',
    qualifies: 'Qualificada',
    doesNotQualify: 'Não se qualifica',
    feltQualifies: 'A banca se qualifica com {high} ou melhor',
    feltBonus: 'Bônus do ante',
    bonusShort: '{pays}:1',
    bonusRibbon: 'Bônus +{amount}',
    banner_win: 'Você ganha',
    banner_push: 'Ante devolvido',
    banner_lose: 'A banca ganha',
    bannerNotQualified: 'A banca não se qualifica',
    bannerTie: 'Mãos iguais',
    announceWin: '{player} vence {dealer}: você ganhou {amount}.',
    announceNotQualified: 'A banca não se qualifica: seu ante volta.',
    announceTie: 'Mãos iguais: seu ante volta.',
    announceLose: 'A banca vence com {dealer}.',
    announceBonus: ' Bônus de {hand}: +{bonus}.',
    announceBonusOnLoss: ' Seu bônus de {hand} paga {bonus}.',
    celebrateTrail: 'Trinca!',
    celebratePureSequence: 'Sequência pura!',
    rulesIntro:
      'Suas três cartas contra as da banca, de um baralho de 52 cartas embaralhado a cada rodada. Sua aposta é o ante: ajuste com − e + e toque em Dar cartas.',
    rulesDealTitle: 'A distribuição',
    rulesDeal:
      'Seis cartas são dadas uma a uma: você, a banca, você, a banca, você, a banca. Todas são viradas; não há nada a decidir.',
    rulesAnteTitle: 'Como o ante é pago',
    rulesQualifies:
      'A banca se qualifica com {high} ou melhor: qualquer par ou mão maior qualifica, e também uma carta alta de {rank} para cima.',
    rulesNotQualified: 'A banca não se qualifica: seu ante é devolvido.',
    rulesHigher: 'A banca se qualifica e sua mão é maior: seu ante paga {pays} para 1.',
    rulesLower: 'A banca se qualifica e sua mão é menor: você perde o ante.',
    rulesEqual: 'A banca se qualifica e as mãos são iguais: seu ante é devolvido.',
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
      'Pago pela sua própria mão, seja qual for a da banca, mesmo quando o ante perde ou a banca não se qualifica.',
    rulesBonusPays: '{pays} para 1',
    rulesMax:
      'Uma rodada devolve no máximo {times}× o ante: uma trinca que vence a banca qualificada devolve o ante, paga {pays} para 1 sobre ele e o bônus de {bonus} para 1.',
    rulesExample: 'Exemplo',
  },
  es: {
    dealer: 'Banca',
    you: 'Tú',
    ante: 'Ante',
    qualifies: 'Califica',
    doesNotQualify: 'No califica',
    feltQualifies: 'La banca califica con {high} o mejor',
    feltBonus: 'Bono del ante',
    bonusShort: '{pays}:1',
    bonusRibbon: 'Bono +{amount}',
    banner_win: 'Ganas',
    banner_push: 'Ante devuelto',
    banner_lose: 'Gana la banca',
    bannerNotQualified: 'La banca no califica',
    bannerTie: 'Manos iguales',
    announceWin: '{player} le gana a {dealer}: ganaste {amount}.',
    announceNotQualified: 'La banca no califica: tu ante vuelve.',
    announceTie: 'Manos iguales: tu ante vuelve.',
    announceLose: 'La banca gana con {dealer}.',
    announceBonus: ' Bono de {hand}: +{bonus}.',
    announceBonusOnLoss: ' Tu bono de {hand} paga {bonus}.',
    celebrateTrail: '¡Trío!',
    celebratePureSequence: '¡Secuencia pura!',
    rulesIntro:
      'Tus tres cartas contra las de la banca, de un mazo de 52 cartas barajado en cada ronda. Tu apuesta es el ante: ajústala con − y + y toca Repartir.',
    rulesDealTitle: 'El reparto',
    rulesDeal:
      'Se reparten seis cartas una a una: tú, la banca, tú, la banca, tú, la banca. Todas se destapan; no hay nada que decidir.',
    rulesAnteTitle: 'Cómo se paga el ante',
    rulesQualifies:
      'La banca califica con {high} o mejor: cualquier pareja o mano superior califica, y también una carta alta de {rank} o más.',
    rulesNotQualified: 'La banca no califica: se te devuelve el ante.',
    rulesHigher: 'La banca califica y tu mano es mayor: tu ante paga {pays} a 1.',
    rulesLower: 'La banca califica y tu mano es menor: pierdes el ante.',
    rulesEqual: 'La banca califica y las manos son iguales: se te devuelve el ante.',
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
      'Se paga por tu propia mano, tenga lo que tenga la banca, incluso si el ante pierde o la banca no califica.',
    rulesBonusPays: '{pays} a 1',
    rulesMax:
      'Una ronda devuelve como máximo {times}× el ante: un trío que le gana a la banca calificada devuelve el ante, paga {pays} a 1 sobre él y el bono de {bonus} a 1.',
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
    hitFrequency: 'Rounds that return something',
    timesBet: '{times}× the ante',
    rtpNote:
      'Computed exactly by counting every possible deal of the 52 cards. It is a long-run average, not a promise for one session.',
    historyEmpty: 'No rounds yet. Tap Deal to play!',
    verifyIntro:
      'Each deal comes from HMAC-SHA256 of the server seed, your client seed and the nonce, which shuffle the deck. You see the hash of the server seed before you play; when you change seeds it is revealed, so you can check every round played with it.',
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
    hitFrequency: 'Rodadas com retorno',
    timesBet: '{times}× o ante',
    rtpNote:
      'Calculado exatamente contando todas as distribuições possíveis das 52 cartas. É uma média de longo prazo, não uma promessa para uma sessão.',
    historyEmpty: 'Nenhuma rodada ainda. Toque em Dar cartas para jogar!',
    verifyIntro:
      'Cada distribuição vem do HMAC-SHA256 da semente do servidor, da sua semente e do nonce, que embaralham o baralho. Você vê o hash da semente do servidor antes de jogar; ao trocar as sementes ela é revelada, e você pode conferir cada rodada jogada com ela.',
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
    hitFrequency: 'Rondas con retorno',
    timesBet: '{times}× el ante',
    rtpNote:
      'Calculado con exactitud contando todos los repartos posibles de las 52 cartas. Es un promedio a largo plazo, no una promesa para una sesión.',
    historyEmpty: 'Aún no hay rondas. ¡Toca Repartir para jugar!',
    verifyIntro:
      'Cada reparto sale del HMAC-SHA256 de la semilla del servidor, tu semilla y el nonce, que barajan el mazo. Ves el hash de la semilla del servidor antes de jugar; al cambiar las semillas se revela y puedes comprobar cada ronda jugada con ella.',
    error_spin_in_progress: 'Espera a que termine el reparto actual.',
  },
};
