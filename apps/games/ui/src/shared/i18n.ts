import type { PageErrorCode } from '../../../src/page-api/answers';

/**
 * The shell's copy, shared by every game page. English is the reference: the other languages must
 * have every key. A game's own words (its symbols, its feature) live in its folder.
 */
const en = {
  loading: 'Loading…',
  exit: 'Exit',
  balance: 'Balance',
  bet: 'Bet',
  win: 'Win',
  spin: 'Spin',
  betLower: 'Lower bet',
  betHigher: 'Raise bet',
  rules: 'Rules',
  history: 'History',
  fairness: 'Fairness',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  close: 'Close',
  goodLuck: 'Good luck!',
  youWon: 'You won {amount}',
  noWin: 'No win this time. Spin again!',
  winningLines: '{count} winning lines',
  winningLine: '1 winning line',
  winPending: 'Your win of {amount} is on its way to your balance.',
  bigWin: 'Big win!',
  tapToContinue: 'Tap to continue',
  paytableTitle: 'Rules and paytable',
  atYourBet: 'At your bet',
  linesTitle: 'Paylines',
  figuresTitle: 'Return to player',
  rtp: 'RTP',
  hitFrequency: 'Rounds that return something',
  maxWin: 'Maximum win',
  volatility: 'Volatility',
  volatility_low: 'Low',
  volatility_medium: 'Medium',
  volatility_high: 'High',
  timesBet: '{times}× the bet',
  rtpNote:
    'Computed exactly from every reel position. It is a long-run average, not a promise for one session.',
  malfunction: 'A malfunction voids all pays and plays.',
  historyTitle: 'Your rounds',
  historyEmpty: 'No rounds yet. Spin to play!',
  roundNonce: 'Nonce {nonce}',
  status_pending: 'Being cancelled',
  status_bet_placed: 'Win on its way',
  status_settled: 'Settled',
  status_rolled_back: 'Cancelled, bet returned',
  status_failed: 'Not played',
  verifyRound: 'Verify',
  verifyTitle: 'Provably fair',
  verifyIntro:
    'Before you play you see the SHA-256 hash of the server seed in play and of the next one, so neither can be picked to suit your client seed. Changing seeds reveals the server seed, and every round played with it can be checked here or with any SHA-256 and HMAC-SHA256 tool.',
  serverSeedHash: 'Server seed hash (commitment)',
  clientSeed: 'Client seed',
  nonce: 'Nonce',
  rotate: 'Reveal server seed and use this client seed',
  revealedSeed: 'Revealed server seed',
  checkRound: 'Check a round',
  pickRound: 'Pick a round in History, or enter seeds by hand.',
  serverSeed: 'Server seed',
  verifyButton: 'Verify',
  seedHidden: "This round's server seed is revealed when you change seeds.",
  matches: 'Matches: this seed was committed before the round and reproduces it.',
  hashMismatch: 'Does not match: this is not the server seed that was committed.',
  outcomeMismatch: 'Does not match: these seeds do not reproduce the round.',
  recomputed: 'Recomputed: win {amount}',
  clientSeedInvalid: 'Use 1 to 64 letters, digits, - or _.',
  sessionFailed: "The game can't open",
  comingSoonTitle: 'Coming soon',
  comingSoonText: 'This game is almost ready. Come back soon!',
  backToCasino: 'Back to the casino',
  error_insufficient_funds: 'Not enough balance for this bet. Lower the bet or add funds.',
  error_session_invalid: 'Your game session has ended. Exit and open the game again.',
  error_player_blocked: 'Play is paused on your account. Please contact support.',
  error_loss_limit_reached:
    'This bet would pass a loss limit you set. Play opens again when its period ends.',
  error_play_time_limit_reached:
    'You have played the daily time you set. Play opens again tomorrow.',
  error_wallet_unavailable:
    'We could not reach your wallet. Your balance is safe: any bet taken is returned.',
  error_spin_in_progress: 'Wait for the current spin to finish.',
  error_bet_invalid: 'That bet is not available.',
  error_seed_invalid: 'Those seeds are not valid.',
  error_network: 'No connection. Check your internet and try again.',
  error_generic: 'Something went wrong. Please try again.',
  netWinFrequency: 'Rounds that win more than the bet',
  status_awaiting_decision: 'Waiting for your decision',
  status_second_bet_pending: 'Second bet being confirmed',
  decidedByTimeout: 'Time ran out: the hand was folded. No play bet was made for you.',
  decidedBySecondBetRefused: 'The second bet could not be taken: the round settled without it.',
  secondBetPending: 'Your second bet is being confirmed; the result will be in your history.',
  historyOlder: 'Older rounds',
  historyAll: 'Show all rounds',
  historySearch: 'Find',
  historySearchPlaceholder: 'Round id, or seed hash and nonce',
  historySearchInvalid: 'Enter a round id, or a server seed hash followed by its nonce.',
  historyNotFound: 'No round of yours in this game matches.',
  seedsTitle: 'Seeds of your next round',
  nextServerSeedHash: 'Next server seed hash (committed now, in play after the next change)',
  newClientSeed: 'Your new client seed (drawn in your browser; edit it if you like)',
  clientSeedDraw: 'Draw another',
  setClientSeed: 'Use this client seed',
  clientSeedNoteUnused:
    'No round has been played with this server seed yet: your client seed joins it now, and the server seed stays secret.',
  clientSeedNoteUsed:
    'Rounds were played with these seeds: the server seed in play is revealed, and the next one, committed above, starts with your client seed.',
  clientSeedSet: 'Your client seed is set.',
  seedsRotated:
    'Server seed revealed. The committed next seed is now in play with your client seed.',
  hashComputedHere: 'SHA-256 of this server seed, computed in your browser',
  protocolTitle: 'How it works, and how to check it yourself',
  protocolStep1:
    'Before your first round you see the SHA-256 hash of the server seed in play and of the next one. They cannot change afterwards.',
  protocolStep2:
    'Your client seed is drawn in your browser, or typed by you, after those hashes are shown: set it before the first round, or with each change of seeds.',
  protocolStep3:
    'Round n is HMAC-SHA256 with the server seed as the key and "client seed:n:0" as the message (then :1, :2 … when more numbers are needed); the nonce n counts your rounds from 0.',
  protocolStep4:
    'Changing seeds reveals the server seed. The SHA-256 of its 64 characters, as text, must equal the hash you saw; then every round played with it replays exactly.',
  protocolExample: 'Worked example',
  protocolExampleHash: 'Its SHA-256',
  protocolExampleCheck:
    'Paste the seed into any SHA-256 tool, as text: it gives this hash, and only the committed seed does.',
  error_round_in_progress:
    'Finish the hand first: its server seed can be revealed once the hand is decided.',
  error_seeds_in_use:
    'Rounds were already played with these seeds: reveal the server seed to use a new client seed.',
  error_decision_pending: 'Finish the hand on the table first.',
};

export type MessageKey = keyof typeof en;
type Messages = Record<MessageKey, string>;

const ptBr: Messages = {
  loading: 'Carregando…',
  exit: 'Sair',
  balance: 'Saldo',
  bet: 'Aposta',
  win: 'Ganho',
  spin: 'Girar',
  betLower: 'Diminuir aposta',
  betHigher: 'Aumentar aposta',
  rules: 'Regras',
  history: 'Histórico',
  fairness: 'Justiça',
  soundOn: 'Som ligado',
  soundOff: 'Som desligado',
  close: 'Fechar',
  goodLuck: 'Boa sorte!',
  youWon: 'Você ganhou {amount}',
  noWin: 'Não foi desta vez. Gire de novo!',
  winningLines: '{count} linhas premiadas',
  winningLine: '1 linha premiada',
  winPending: 'Seu ganho de {amount} está a caminho do saldo.',
  bigWin: 'Grande ganho!',
  tapToContinue: 'Toque para continuar',
  paytableTitle: 'Regras e tabela de pagamentos',
  atYourBet: 'Na sua aposta',
  linesTitle: 'Linhas de pagamento',
  figuresTitle: 'Retorno ao jogador',
  rtp: 'RTP',
  hitFrequency: 'Rodadas com algum retorno',
  maxWin: 'Ganho máximo',
  volatility: 'Volatilidade',
  volatility_low: 'Baixa',
  volatility_medium: 'Média',
  volatility_high: 'Alta',
  timesBet: '{times}× a aposta',
  rtpNote:
    'Calculado exatamente a partir de todas as posições dos rolos. É uma média de longo prazo, não uma promessa para uma sessão.',
  malfunction: 'Mau funcionamento anula todos os pagamentos e jogadas.',
  historyTitle: 'Suas rodadas',
  historyEmpty: 'Nenhuma rodada ainda. Gire para jogar!',
  roundNonce: 'Nonce {nonce}',
  status_pending: 'Sendo cancelada',
  status_bet_placed: 'Ganho a caminho',
  status_settled: 'Concluída',
  status_rolled_back: 'Cancelada, aposta devolvida',
  status_failed: 'Não jogada',
  verifyRound: 'Verificar',
  verifyTitle: 'Jogo comprovadamente justo',
  verifyIntro:
    'Antes de jogar, você vê o hash SHA-256 da semente do servidor em uso e o da próxima, então nenhuma pode ser escolhida para combinar com a sua semente. Ao trocar as sementes, a do servidor é revelada, e cada rodada jogada com ela pode ser conferida aqui ou com qualquer ferramenta de SHA-256 e HMAC-SHA256.',
  serverSeedHash: 'Hash da semente do servidor (compromisso)',
  clientSeed: 'Sua semente',
  nonce: 'Nonce',
  rotate: 'Revelar a semente do servidor e usar esta',
  revealedSeed: 'Semente do servidor revelada',
  checkRound: 'Conferir uma rodada',
  pickRound: 'Escolha uma rodada no Histórico ou digite as sementes.',
  serverSeed: 'Semente do servidor',
  verifyButton: 'Verificar',
  seedHidden: 'A semente do servidor desta rodada é revelada quando você trocar as sementes.',
  matches: 'Confere: esta semente foi comprometida antes da rodada e a reproduz.',
  hashMismatch: 'Não confere: esta não é a semente do servidor comprometida.',
  outcomeMismatch: 'Não confere: estas sementes não reproduzem a rodada.',
  recomputed: 'Recalculado: ganho de {amount}',
  clientSeedInvalid: 'Use de 1 a 64 letras, números, - ou _.',
  sessionFailed: 'Não foi possível abrir o jogo',
  comingSoonTitle: 'Em breve',
  comingSoonText: 'Este jogo está quase pronto. Volte em breve!',
  backToCasino: 'Voltar ao cassino',
  error_insufficient_funds: 'Saldo insuficiente para esta aposta. Diminua a aposta ou deposite.',
  error_session_invalid: 'Sua sessão de jogo terminou. Saia e abra o jogo de novo.',
  error_player_blocked: 'O jogo está pausado na sua conta. Fale com o suporte.',
  error_loss_limit_reached:
    'Esta aposta passaria de um limite de perdas que você definiu. O jogo volta quando o período terminar.',
  error_play_time_limit_reached: 'Você jogou o tempo diário que definiu. O jogo volta amanhã.',
  error_wallet_unavailable:
    'Não conseguimos falar com sua carteira. Seu saldo está seguro: qualquer aposta feita é devolvida.',
  error_spin_in_progress: 'Espere o giro atual terminar.',
  error_bet_invalid: 'Essa aposta não está disponível.',
  error_seed_invalid: 'Essas sementes não são válidas.',
  error_network: 'Sem conexão. Verifique sua internet e tente de novo.',
  error_generic: 'Algo deu errado. Tente de novo.',
  netWinFrequency: 'Rodadas que ganham mais que a aposta',
  status_awaiting_decision: 'Aguardando sua decisão',
  status_second_bet_pending: 'Segunda aposta em confirmação',
  decidedByTimeout:
    'O tempo acabou: a mão foi descartada. Nenhuma aposta de jogo foi feita em seu nome.',
  decidedBySecondBetRefused: 'A segunda aposta não pôde ser feita: a rodada foi concluída sem ela.',
  secondBetPending:
    'Sua segunda aposta está sendo confirmada; o resultado aparecerá no seu histórico.',
  historyOlder: 'Rodadas anteriores',
  historyAll: 'Mostrar todas as rodadas',
  historySearch: 'Buscar',
  historySearchPlaceholder: 'Id da rodada, ou hash da semente e nonce',
  historySearchInvalid:
    'Digite o id de uma rodada, ou o hash da semente do servidor seguido do nonce.',
  historyNotFound: 'Nenhuma rodada sua neste jogo corresponde.',
  seedsTitle: 'Sementes da sua próxima rodada',
  nextServerSeedHash:
    'Hash da próxima semente do servidor (comprometida agora, em uso após a próxima troca)',
  newClientSeed: 'Sua nova semente (sorteada no seu navegador; edite se quiser)',
  clientSeedDraw: 'Sortear outra',
  setClientSeed: 'Usar esta semente',
  clientSeedNoteUnused:
    'Nenhuma rodada foi jogada com esta semente do servidor: a sua semente se junta a ela agora, e a do servidor continua secreta.',
  clientSeedNoteUsed:
    'Já houve rodadas com estas sementes: a semente do servidor em uso é revelada, e a próxima, comprometida acima, começa com a sua semente.',
  clientSeedSet: 'Sua semente foi definida.',
  seedsRotated:
    'Semente do servidor revelada. A próxima, já comprometida, está em uso com a sua semente.',
  hashComputedHere: 'SHA-256 desta semente do servidor, calculado no seu navegador',
  protocolTitle: 'Como funciona e como conferir você mesmo',
  protocolStep1:
    'Antes da sua primeira rodada, você vê o hash SHA-256 da semente do servidor em uso e o da próxima. Eles não podem mudar depois.',
  protocolStep2:
    'Sua semente é sorteada no seu navegador, ou digitada por você, depois que esses hashes são mostrados: defina-a antes da primeira rodada, ou a cada troca de sementes.',
  protocolStep3:
    'A rodada n é o HMAC-SHA256 com a semente do servidor como chave e "sua semente:n:0" como mensagem (depois :1, :2 … quando faltam números); o nonce n conta suas rodadas a partir de 0.',
  protocolStep4:
    'Trocar as sementes revela a semente do servidor. O SHA-256 dos seus 64 caracteres, como texto, deve ser igual ao hash que você viu; então cada rodada jogada com ela se reproduz exatamente.',
  protocolExample: 'Exemplo',
  protocolExampleHash: 'Seu SHA-256',
  protocolExampleCheck:
    'Cole a semente em qualquer ferramenta de SHA-256, como texto: ela dá este hash, e só a semente comprometida dá.',
  error_round_in_progress:
    'Termine a mão primeiro: a semente do servidor pode ser revelada depois da sua decisão.',
  error_seeds_in_use:
    'Já houve rodadas com estas sementes: revele a semente do servidor para usar uma nova semente sua.',
  error_decision_pending: 'Termine primeiro a mão que está na mesa.',
};

const es: Messages = {
  loading: 'Cargando…',
  exit: 'Salir',
  balance: 'Saldo',
  bet: 'Apuesta',
  win: 'Ganancia',
  spin: 'Girar',
  betLower: 'Bajar apuesta',
  betHigher: 'Subir apuesta',
  rules: 'Reglas',
  history: 'Historial',
  fairness: 'Juego justo',
  soundOn: 'Sonido activado',
  soundOff: 'Sonido desactivado',
  close: 'Cerrar',
  goodLuck: '¡Buena suerte!',
  youWon: 'Ganaste {amount}',
  noWin: 'Esta vez no hubo premio. ¡Gira otra vez!',
  winningLines: '{count} líneas ganadoras',
  winningLine: '1 línea ganadora',
  winPending: 'Tu ganancia de {amount} va en camino a tu saldo.',
  bigWin: '¡Gran premio!',
  tapToContinue: 'Toca para continuar',
  paytableTitle: 'Reglas y tabla de pagos',
  atYourBet: 'Con tu apuesta',
  linesTitle: 'Líneas de pago',
  figuresTitle: 'Retorno al jugador',
  rtp: 'RTP',
  hitFrequency: 'Rondas con algún retorno',
  maxWin: 'Ganancia máxima',
  volatility: 'Volatilidad',
  volatility_low: 'Baja',
  volatility_medium: 'Media',
  volatility_high: 'Alta',
  timesBet: '{times}× la apuesta',
  rtpNote:
    'Calculado con exactitud a partir de todas las posiciones de los rodillos. Es un promedio a largo plazo, no una promesa para una sesión.',
  malfunction: 'Un mal funcionamiento anula todos los pagos y jugadas.',
  historyTitle: 'Tus rondas',
  historyEmpty: 'Aún no hay rondas. ¡Gira para jugar!',
  roundNonce: 'Nonce {nonce}',
  status_pending: 'Cancelándose',
  status_bet_placed: 'Ganancia en camino',
  status_settled: 'Liquidada',
  status_rolled_back: 'Cancelada, apuesta devuelta',
  status_failed: 'No jugada',
  verifyRound: 'Verificar',
  verifyTitle: 'Juego demostrablemente justo',
  verifyIntro:
    'Antes de jugar ves el hash SHA-256 de la semilla del servidor en uso y el de la próxima, así que ninguna puede elegirse según tu semilla. Al cambiar las semillas se revela la del servidor, y cada ronda jugada con ella se puede comprobar aquí o con cualquier herramienta de SHA-256 y HMAC-SHA256.',
  serverSeedHash: 'Hash de la semilla del servidor (compromiso)',
  clientSeed: 'Tu semilla',
  nonce: 'Nonce',
  rotate: 'Revelar la semilla del servidor y usar esta',
  revealedSeed: 'Semilla del servidor revelada',
  checkRound: 'Comprobar una ronda',
  pickRound: 'Elige una ronda en el Historial o escribe las semillas.',
  serverSeed: 'Semilla del servidor',
  verifyButton: 'Verificar',
  seedHidden: 'La semilla del servidor de esta ronda se revela cuando cambias las semillas.',
  matches: 'Coincide: esta semilla se comprometió antes de la ronda y la reproduce.',
  hashMismatch: 'No coincide: esta no es la semilla del servidor comprometida.',
  outcomeMismatch: 'No coincide: estas semillas no reproducen la ronda.',
  recomputed: 'Recalculado: ganancia de {amount}',
  clientSeedInvalid: 'Usa de 1 a 64 letras, números, - o _.',
  sessionFailed: 'No se puede abrir el juego',
  comingSoonTitle: 'Muy pronto',
  comingSoonText: 'Este juego está casi listo. ¡Vuelve pronto!',
  backToCasino: 'Volver al casino',
  error_insufficient_funds: 'Saldo insuficiente para esta apuesta. Baja la apuesta o deposita.',
  error_session_invalid: 'Tu sesión de juego terminó. Sal y abre el juego otra vez.',
  error_player_blocked: 'El juego está pausado en tu cuenta. Contacta a soporte.',
  error_loss_limit_reached:
    'Esta apuesta superaría un límite de pérdidas que definiste. El juego vuelve cuando termine su período.',
  error_play_time_limit_reached: 'Jugaste el tiempo diario que definiste. El juego vuelve mañana.',
  error_wallet_unavailable:
    'No pudimos contactar tu billetera. Tu saldo está a salvo: cualquier apuesta tomada se devuelve.',
  error_spin_in_progress: 'Espera a que termine el giro actual.',
  error_bet_invalid: 'Esa apuesta no está disponible.',
  error_seed_invalid: 'Esas semillas no son válidas.',
  error_network: 'Sin conexión. Revisa tu internet e inténtalo otra vez.',
  error_generic: 'Algo salió mal. Inténtalo otra vez.',
  netWinFrequency: 'Rondas que ganan más que la apuesta',
  status_awaiting_decision: 'Esperando tu decisión',
  status_second_bet_pending: 'Segunda apuesta en confirmación',
  decidedByTimeout:
    'Se acabó el tiempo: la mano se retiró. No se hizo ninguna apuesta de juego por ti.',
  decidedBySecondBetRefused: 'No se pudo tomar la segunda apuesta: la ronda se liquidó sin ella.',
  secondBetPending:
    'Tu segunda apuesta se está confirmando; el resultado aparecerá en tu historial.',
  historyOlder: 'Rondas anteriores',
  historyAll: 'Mostrar todas las rondas',
  historySearch: 'Buscar',
  historySearchPlaceholder: 'Id de la ronda, o hash de la semilla y nonce',
  historySearchInvalid:
    'Escribe el id de una ronda, o el hash de la semilla del servidor seguido de su nonce.',
  historyNotFound: 'Ninguna ronda tuya en este juego coincide.',
  seedsTitle: 'Semillas de tu próxima ronda',
  nextServerSeedHash:
    'Hash de la próxima semilla del servidor (comprometida ahora, en uso tras el próximo cambio)',
  newClientSeed: 'Tu nueva semilla (sorteada en tu navegador; edítala si quieres)',
  clientSeedDraw: 'Sortear otra',
  setClientSeed: 'Usar esta semilla',
  clientSeedNoteUnused:
    'Aún no se jugó ninguna ronda con esta semilla del servidor: tu semilla se une a ella ahora, y la del servidor sigue secreta.',
  clientSeedNoteUsed:
    'Ya se jugaron rondas con estas semillas: se revela la semilla del servidor en uso, y la próxima, comprometida arriba, empieza con tu semilla.',
  clientSeedSet: 'Tu semilla quedó definida.',
  seedsRotated:
    'Semilla del servidor revelada. La próxima, ya comprometida, está en uso con tu semilla.',
  hashComputedHere: 'SHA-256 de esta semilla del servidor, calculado en tu navegador',
  protocolTitle: 'Cómo funciona y cómo comprobarlo tú mismo',
  protocolStep1:
    'Antes de tu primera ronda ves el hash SHA-256 de la semilla del servidor en uso y el de la próxima. No pueden cambiar después.',
  protocolStep2:
    'Tu semilla se sortea en tu navegador, o la escribes tú, después de mostrar esos hashes: defínela antes de la primera ronda, o con cada cambio de semillas.',
  protocolStep3:
    'La ronda n es el HMAC-SHA256 con la semilla del servidor como clave y "tu semilla:n:0" como mensaje (luego :1, :2 … si hacen falta más números); el nonce n cuenta tus rondas desde 0.',
  protocolStep4:
    'Cambiar las semillas revela la semilla del servidor. El SHA-256 de sus 64 caracteres, como texto, debe ser igual al hash que viste; entonces cada ronda jugada con ella se reproduce exactamente.',
  protocolExample: 'Ejemplo',
  protocolExampleHash: 'Su SHA-256',
  protocolExampleCheck:
    'Pega la semilla en cualquier herramienta de SHA-256, como texto: da este hash, y solo la semilla comprometida lo da.',
  error_round_in_progress:
    'Termina la mano primero: su semilla del servidor se puede revelar cuando decidas.',
  error_seeds_in_use:
    'Ya se jugaron rondas con estas semillas: revela la semilla del servidor para usar una nueva semilla tuya.',
  error_decision_pending: 'Termina primero la mano que está en la mesa.',
};

export type Language = 'pt-BR' | 'en' | 'es';

/** A set of messages in every language the pages speak. */
export type Catalogue<Key extends string> = Record<Language, Record<Key, string>>;

const shellMessages: Catalogue<MessageKey> = { 'pt-BR': ptBr, en, es };

/** pt-BR, es and en by their exact tag or their base language; English otherwise. */
export function toLanguage(tag: string): Language {
  if (tag === 'pt-BR' || tag.toLowerCase().startsWith('pt')) return 'pt-BR';
  if (tag.toLowerCase().startsWith('es')) return 'es';
  return 'en';
}

export type Translate<Key extends string = MessageKey> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;

/**
 * A game's own wording of some of the shell's messages, by language: a card game deals rather than
 * spins, and its figures come from every deal rather than every reel position.
 */
export type ShellWording = Partial<Record<Language, Partial<Record<MessageKey, string>>>>;

/** The shell's words in one language, with the game's own wording where it has one. */
export function translator(language: Language, wording: ShellWording = {}): Translate {
  const worded: Catalogue<MessageKey> = {
    ...shellMessages,
    [language]: { ...shellMessages[language], ...wording[language] },
  };
  return translatorFor(worded, language);
}

/** Any catalogue's words in one language, {placeholders} filled from values. */
export function translatorFor<Key extends string>(
  catalogue: Catalogue<Key>,
  language: Language,
): Translate<Key> {
  const messages = catalogue[language];
  return (key, values = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}

/** The player's words for a refusal from the game server. */
export function errorMessageKey(code: PageErrorCode | 'network'): MessageKey {
  switch (code) {
    case 'insufficient_funds':
      return 'error_insufficient_funds';
    case 'session_invalid':
    case 'session_unknown':
      return 'error_session_invalid';
    case 'player_blocked':
      return 'error_player_blocked';
    case 'loss_limit_reached':
      return 'error_loss_limit_reached';
    case 'play_time_limit_reached':
      return 'error_play_time_limit_reached';
    case 'wallet_unavailable':
    case 'wallet_refused':
      return 'error_wallet_unavailable';
    case 'spin_in_progress':
      return 'error_spin_in_progress';
    case 'bet_invalid':
      return 'error_bet_invalid';
    case 'seed_invalid':
      return 'error_seed_invalid';
    case 'round_in_progress':
      return 'error_round_in_progress';
    case 'seeds_in_use':
      return 'error_seeds_in_use';
    case 'decision_pending':
      return 'error_decision_pending';
    case 'network':
      return 'error_network';
    default:
      return 'error_generic';
  }
}
