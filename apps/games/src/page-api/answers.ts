/**
 * What the game page's JSON API answers. Types only: the page imports them with `import type`,
 * so nothing from the server reaches the browser bundle.
 */
import type { SpinOutcome } from '@sorte/slots';
import type { GameFacts } from '../catalogue/playable-game';
import type { AnyPlayableGame, PlayableGameId } from '../catalogue/playable-games';

export type { GameFacts, GameKind, VolatilityLabel } from '../catalogue/playable-game';
export type { PlayableGameId } from '../catalogue/playable-games';

export type PageLanguage = 'pt-BR' | 'en' | 'es';

export type RoundStatusView = 'pending' | 'bet_placed' | 'settled' | 'rolled_back' | 'failed';

/** The seeds the next round will use: the server seed only as its commitment. */
export interface SeedsView {
  serverSeedHash: string;
  clientSeed: string;
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
}

/** A round as the page sees it; a game's page names its own outcome type. */
export interface RoundView<Outcome extends SpinOutcome = GameOutcome> {
  roundId: string;
  gameId: number;
  currency: string;
  betMinor: number;
  winMinor: number;
  status: RoundStatusView;
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

export interface HistoryAnswer<Outcome extends SpinOutcome = GameOutcome> {
  rounds: RoundView<Outcome>[];
}

export interface RotateSeedsAnswer {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number };
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
  'seed_invalid',
  'wallet_refused',
  'wallet_unavailable',
  'internal',
] as const;
export type PageErrorCode = (typeof pageErrorCodes)[number];

export interface PageErrorAnswer {
  error: { code: PageErrorCode; message: string };
}
