import { afterAll, beforeAll, expect } from 'vitest';
// The casino's own launch call: a game session token for any game, as its jumpUrl carries it.
import { openGame } from '../../../api/test';
import type {
  DecideAnswer,
  GameOutcome,
  HistoryAnswer,
  PageLanguage,
  PlayableGameId,
  RotateSeedsAnswer,
  SessionAnswer,
  SpinAnswer,
  VerifyAnswer,
} from '../page-api/answers';
import { startTestCasino } from './casino';
import type { CasinoPlayer, TestCasino } from './casino';
import { startTestProvider } from './provider';
import type { TestProvider } from './provider';

export interface CasinoAndProvider {
  readonly casino: TestCasino;
  readonly provider: TestProvider;
}

/**
 * The real casino and the provider calling its wallet, started before the file's tests and closed
 * after them. Read `casino` and `provider` inside a test: they are set once `beforeAll` has run.
 */
export function useCasinoAndProvider(): CasinoAndProvider {
  let casino: TestCasino | undefined;
  let provider: TestProvider | undefined;

  beforeAll(async () => {
    casino = await startTestCasino();
    provider = await startTestProvider(casino.url);
  }, 60_000);

  afterAll(async () => {
    await provider?.close();
    await casino?.close();
  });

  return {
    get casino() {
      if (!casino) throw new Error('the test casino is not started yet');
      return casino;
    },
    get provider() {
      if (!provider) throw new Error('the test provider is not started yet');
      return provider;
    },
  };
}

export interface OpenedGame<Id extends PlayableGameId> {
  player: CasinoPlayer;
  /** The game session token the casino's launch URL carries for this game. */
  token: string;
  session: { status: number; body: SessionAnswer<Id> };
}

/** A new player with `balanceMinor` launches the game at the casino and opens its page session. */
export async function openGameSession<Id extends PlayableGameId>(
  { casino, provider }: CasinoAndProvider,
  gameId: Id,
  options: { balanceMinor: number; language?: PageLanguage },
): Promise<OpenedGame<Id>> {
  const player = await casino.newPlayer(options.balanceMinor);
  const token = await openGame(casino.app, player.accessToken, gameId);
  const session = await provider.call<SessionAnswer<Id>>('/api/session', {
    token,
    gameId,
    currency: 'BRL',
    ...(options.language ? { language: options.language } : {}),
  });
  return { player, token, session };
}

export interface PlayRoundsOptions<Id extends PlayableGameId> {
  gameId: Id;
  token: string;
  betMinor: number;
  rounds: number;
  /** The player's balance before the first round. */
  balanceMinor: number;
  /** A game with a decision: what to decide on each dealt round. */
  decide?: (dealt: SpinAnswer<GameOutcome<Id>>, roundIndex: number) => string;
  /** The game's own checks of one answer, after the checks every round shares. */
  check?: (answer: SpinAnswer<GameOutcome<Id>>, roundIndex: number) => void;
}

/**
 * Plays the rounds one after another at the same bet (deciding each, for a game with a decision).
 * Every round is answered 200 and settled, and moves the balance by its win less everything it
 * staked: before, after and the balance answered. Answers the rounds played and the balance after
 * the last one.
 */
export async function playRounds<Id extends PlayableGameId>(
  provider: TestProvider,
  options: PlayRoundsOptions<Id>,
): Promise<{ played: SpinAnswer<GameOutcome<Id>>[]; balanceMinor: number }> {
  const { gameId, token, betMinor } = options;
  let balanceMinor = options.balanceMinor;
  const played: SpinAnswer<GameOutcome<Id>>[] = [];
  for (let roundIndex = 0; roundIndex < options.rounds; roundIndex += 1) {
    const response = await provider.call<SpinAnswer<GameOutcome<Id>>>('/api/spin', {
      token,
      betMinor,
    });
    expect(response.status).toBe(200);
    let answer = response.body;
    if (options.decide) {
      expect(answer.round.status).toBe('awaiting_decision');
      expect(answer.balanceMinor).toBe(balanceMinor - betMinor);
      const decided = await provider.call<DecideAnswer<GameOutcome<Id>>>('/api/decide', {
        token,
        roundId: answer.round.roundId,
        decision: options.decide(answer, roundIndex),
      });
      expect(decided.status).toBe(200);
      answer = decided.body;
    }
    const { round } = answer;
    expect(round).toMatchObject({
      gameId,
      chosenBetMinor: betMinor,
      status: 'settled',
      balanceBeforeMinor: balanceMinor,
      balanceAfterMinor: balanceMinor - round.betMinor + round.winMinor,
    });
    balanceMinor += round.winMinor - round.betMinor;
    expect(answer.balanceMinor).toBe(balanceMinor);
    options.check?.(answer, roundIndex);
    played.push(answer);
  }
  return { played, balanceMinor };
}

/** The player's rounds as `/api/history` lists them, newest first. */
export async function readHistory<Id extends PlayableGameId>(
  provider: TestProvider,
  token: string,
): Promise<HistoryAnswer<GameOutcome<Id>>['rounds']> {
  const history = await provider.call<HistoryAnswer<GameOutcome<Id>>>('/api/history', { token });
  return history.body.rounds;
}

/** Rotates the seed pair, which reveals the server seed the rounds so far were played with. */
export async function revealSeeds(
  provider: TestProvider,
  token: string,
  clientSeed?: string,
): Promise<RotateSeedsAnswer> {
  const rotated = await provider.call<RotateSeedsAnswer>('/api/seeds/rotate', {
    token,
    ...(clientSeed === undefined ? {} : { clientSeed }),
  });
  return rotated.body;
}

type PlayedRound = Pick<
  SpinAnswer['round'],
  'clientSeed' | 'nonce' | 'chosenBetMinor' | 'decision' | 'serverSeedHash' | 'outcome'
>;

/** `/api/verify` replays every round from the revealed server seed: the same hash and outcome. */
export async function verifyRounds(
  provider: TestProvider,
  gameId: PlayableGameId,
  played: readonly { round: PlayedRound }[],
  serverSeed: string,
): Promise<void> {
  for (const { round } of played) {
    const verified = await provider.call<VerifyAnswer>('/api/verify', {
      ...verifyBody(gameId, round),
      serverSeed,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.serverSeedHash).toBe(round.serverSeedHash);
    expect(verified.body.outcome).toEqual(round.outcome);
  }
}

/**
 * Replays every round from the revealed server seed with its first character changed: the hash
 * never matches. Answers how many outcomes the tampered seed reproduced all the same.
 */
export async function countTamperedMatches(
  provider: TestProvider,
  gameId: PlayableGameId,
  played: readonly { round: PlayedRound }[],
  serverSeed: string,
): Promise<number> {
  const tamperedSeed = `${serverSeed[0] === 'a' ? 'b' : 'a'}${serverSeed.slice(1)}`;
  let tamperedMatches = 0;
  for (const { round } of played) {
    const tampered = await provider.call<VerifyAnswer>('/api/verify', {
      ...verifyBody(gameId, round),
      serverSeed: tamperedSeed,
    });
    expect(tampered.body.serverSeedHash).not.toBe(round.serverSeedHash);
    if (JSON.stringify(tampered.body.outcome) === JSON.stringify(round.outcome)) {
      tamperedMatches += 1;
    }
  }
  return tamperedMatches;
}

/** What a player sends to replay a round: its seeds, the bet they chose and their decision. */
function verifyBody(gameId: PlayableGameId, round: PlayedRound) {
  return {
    gameId,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    betMinor: round.chosenBetMinor,
    ...(round.decision === null ? {} : { decision: round.decision }),
  };
}
