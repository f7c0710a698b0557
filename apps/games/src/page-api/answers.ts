/**
 * What the game page's JSON API answers. Types only: the page imports them with `import type`,
 * so nothing from the server reaches the browser bundle.
 */
import type { SpinOutcome } from '@sorte/slots';
import type { Language } from '@sorte/words/languages';
import type { GameFacts } from '../catalogue/playable-game';
import type { AnyPlayableGame, PlayableGameId } from '../catalogue/playable-games';

export type { GameFacts, GameKind, VolatilityLabel } from '../catalogue/playable-game';
export type { PlayableGameId } from '../catalogue/playable-games';

export type PageLanguage = Language;

export type RoundStatusView =
  | 'pending'
  | 'awaiting_decision'
  | 'second_bet_pending'
  | 'bet_placed'
  | 'settled'
  | 'rolled_back'
  | 'failed';

/** Who decided a round of a game with a decision. */
export type DecidedByView = 'player' | 'timeout' | 'second_bet_refused';

/**
 * The seeds the next round will use, and the commitment to the seeds after them: both server
 * seeds only as their SHA-256 hashes. A rotation reveals the first and puts the next in play, so
 * nextServerSeedHash is published before the player picks the client seed that goes with it.
 */
export interface SeedsView {
  serverSeedHash: string;
  nextServerSeedHash: string;
  clientSeed: string;
  /** False while the client seed is the provider's placeholder (the page replaces it). */
  clientSeedChosen: boolean;
  nonce: number;
}

/**
 * What a page is told about its game: the common facts (RTP, hit frequency, max win, volatility,
 * bet rule) and the game's own `rules`. A union over the playable games, told apart by gameId.
 */
export type GameInfo = AnyPlayableGame['info'];

/** One game's info, its rules typed for its own page. */
export type GameInfoOf<Id extends PlayableGameId> = Extract<GameInfo, { gameId: Id }>;

/** What a round of a game stores and shows: at least its total bet and win. */
export type GameOutcome<Id extends PlayableGameId = PlayableGameId> = ReturnType<
  Extract<AnyPlayableGame, { gameId: Id }>['play']
>;

/** GET /api/catalogue: what the casino shows of each playable game before launch. */
export interface CatalogueAnswer {
  games: GameFacts[];
}

export interface SessionAnswer<Id extends PlayableGameId = PlayableGameId> {
  balanceMinor: number;
  currency: string;
  language: PageLanguage;
  /** The currency's bets this game can split evenly over its lines. */
  betSizesMinor: readonly number[];
  seeds: SeedsView;
  game: GameInfoOf<Id>;
  /** The casino page to return to on exit, when it is one of the casino's origins. */
  returnUrl: string | null;
  /** A round of this game still waiting for the player's decision (or its bet), to resume. */
  openRound: RoundView<GameOutcome<Id>> | null;
}

/** A round as the page sees it; a game's page names its own outcome type. */
export interface RoundView<Outcome extends SpinOutcome = GameOutcome> {
  roundId: string;
  gameId: number;
  currency: string;
  betMinor: number;
  winMinor: number;
  status: RoundStatusView;
  /**
   * The bet the player chose, as the game's rules take it (a slot's total bet, Teen Patti's
   * ante): what /api/verify needs with the seeds. betMinor is everything the round staked.
   */
  chosenBetMinor: number;
  /** A game with a decision: what was decided and by whom, null until then and for other games. */
  decision: string | null;
  decidedBy: DecidedByView | null;
  /** While the round waits for the player: when the provider decides for them. */
  decisionDueAt: string | null;
  outcome: Outcome;
  balanceBeforeMinor: number | null;
  balanceAfterMinor: number | null;
  serverSeedHash: string;
  /** Known once the player rotated the pair the round was played with. */
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  createdAt: string;
}

export interface SpinAnswer<Outcome extends SpinOutcome = GameOutcome> {
  round: RoundView<Outcome>;
  balanceMinor: number;
  /** The win could not be delivered yet; the provider keeps trying until it is. */
  winPending: boolean;
  seeds: SeedsView;
}

/**
 * Why the casino's wallet refused a spin's stake for a reason of the player's own: no balance
 * for the bet, a block, a loss or play-time limit the player set. Nothing was charged.
 */
export const spinRefusalCodes = [
  'insufficient_funds',
  'player_blocked',
  'loss_limit_reached',
  'play_time_limit_reached',
] as const;
export type SpinRefusalCode = (typeof spinRefusalCodes)[number];

/**
 * A spin the wallet refused for the player's own reason. It is an outcome the page shows in the
 * player's words, not a fault, so it is answered 200 like a played spin: a browser logs every
 * 4xx as an error in the console, and a player with no balance tapping spin is no error.
 */
export interface SpinRefusedAnswer {
  refused: { code: SpinRefusalCode; message: string };
}

/** What /api/spin answers: the round played, or the stake refused. */
export type SpinResult<Outcome extends SpinOutcome = GameOutcome> =
  SpinAnswer<Outcome> | SpinRefusedAnswer;

/** The answer to a decision: the round as it now stands, like a spin's. */
export type DecideAnswer<Outcome extends SpinOutcome = GameOutcome> = SpinAnswer<Outcome>;

export interface HistoryAnswer<Outcome extends SpinOutcome = GameOutcome> {
  /** Newest first; one page, or the round looked up. */
  rounds: RoundView<Outcome>[];
  /** The round id to ask `before` for the next (older) page; null when there is none. */
  nextBefore: string | null;
}

export interface RotateSeedsAnswer {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number };
  seeds: SeedsView;
}

export interface ClientSeedAnswer {
  seeds: SeedsView;
}

export interface VerifyAnswer<Outcome extends SpinOutcome = GameOutcome> {
  /** SHA-256 of the given server seed: equal to the round's commitment only for the real seed. */
  serverSeedHash: string;
  outcome: Outcome;
}

export const pageErrorCodes = [
  'bad_request',
  'session_unknown',
  'session_invalid',
  'game_unknown',
  'bet_invalid',
  'insufficient_funds',
  'player_blocked',
  'loss_limit_reached',
  'play_time_limit_reached',
  'spin_in_progress',
  'decision_pending',
  'decision_invalid',
  'round_unknown',
  'round_in_progress',
  'seeds_in_use',
  'seed_invalid',
  'wallet_refused',
  'wallet_unavailable',
  'internal',
] as const;
export type PageErrorCode = (typeof pageErrorCodes)[number];

export interface PageErrorAnswer {
  error: { code: PageErrorCode; message: string };
}
