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
  hitFrequency: 'Spins that win',
  maxWin: 'Maximum win',
  volatility: 'Volatility',
  volatility_low: 'Low',
  volatility_medium: 'Medium',
  volatility_high: 'High',
  timesBet: '{times}× the bet',
  rtpNote:
    'Computed exactly from every reel position. It is a long-run average, not a promise for one session.',
  malfunction: 'A malfunction voids all pays and plays.',
  historyTitle: 'Your last rounds',
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
    'Each spin comes from HMAC-SHA256 of the server seed, your client seed and the nonce. You see the hash of the server seed before you play; when you change seeds it is revealed, so you can check every round played with it.',
  nextRound: 'Next round',
  serverSeedHash: 'Server seed hash (commitment)',
  clientSeed: 'Client seed',
  nonce: 'Nonce',
  rotate: 'Reveal server seed and change seeds',
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
  hitFrequency: 'Giros premiados',
  maxWin: 'Ganho máximo',
  volatility: 'Volatilidade',
  volatility_low: 'Baixa',
  volatility_medium: 'Média',
  volatility_high: 'Alta',
  timesBet: '{times}× a aposta',
  rtpNote:
    'Calculado exatamente a partir de todas as posições dos rolos. É uma média de longo prazo, não uma promessa para uma sessão.',
  malfunction: 'Mau funcionamento anula todos os pagamentos e jogadas.',
  historyTitle: 'Suas últimas rodadas',
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
    'Cada giro vem do HMAC-SHA256 da semente do servidor, da sua semente e do nonce. Você vê o hash da semente do servidor antes de jogar; ao trocar as sementes ela é revelada, e você pode conferir cada rodada jogada com ela.',
  nextRound: 'Próxima rodada',
  serverSeedHash: 'Hash da semente do servidor (compromisso)',
  clientSeed: 'Sua semente',
  nonce: 'Nonce',
  rotate: 'Revelar semente do servidor e trocar',
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
  hitFrequency: 'Giros con premio',
  maxWin: 'Ganancia máxima',
  volatility: 'Volatilidad',
  volatility_low: 'Baja',
  volatility_medium: 'Media',
  volatility_high: 'Alta',
  timesBet: '{times}× la apuesta',
  rtpNote:
    'Calculado con exactitud a partir de todas las posiciones de los rodillos. Es un promedio a largo plazo, no una promesa para una sesión.',
  malfunction: 'Un mal funcionamiento anula todos los pagos y jugadas.',
  historyTitle: 'Tus últimas rondas',
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
    'Cada giro sale del HMAC-SHA256 de la semilla del servidor, tu semilla y el nonce. Ves el hash de la semilla del servidor antes de jugar; al cambiar las semillas se revela y puedes comprobar cada ronda jugada con ella.',
  nextRound: 'Próxima ronda',
  serverSeedHash: 'Hash de la semilla del servidor (compromiso)',
  clientSeed: 'Tu semilla',
  nonce: 'Nonce',
  rotate: 'Revelar semilla del servidor y cambiar',
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
    case 'network':
      return 'error_network';
    default:
      return 'error_generic';
  }
}
