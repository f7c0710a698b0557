import type { TeenPattiWords } from '../en/games-teen-patti';

export const spanish: TeenPattiWords = {
  own: {
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
  shellWording: {
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
  hands: {
    classNames: {
      trail: 'Trío',
      pureSequence: 'Secuencia pura',
      sequence: 'Secuencia',
      colour: 'Color',
      pair: 'Pareja',
      highCard: 'Carta alta',
    },
    rankNames: { A: 'As', K: 'Rey', Q: 'Reina', J: 'Jota' },
    rankPlurals: { A: 'Ases', K: 'Reyes', Q: 'Reinas', J: 'Jotas' },
    numberPlural: (rank) => rank,
    suitNames: {
      hearts: 'corazones',
      diamonds: 'diamantes',
      spades: 'picas',
      clubs: 'tréboles',
    },
    trail: (plural) => `Trío de ${plural}`,
    pair: (plural) => `Pareja de ${plural}`,
    high: (rank, name) => `${name} ${rank === 'Q' || rank === 'J' ? 'alta' : 'alto'}`,
    of: 'de',
  },
};
