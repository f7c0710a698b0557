import { outcomeStream } from '@sorte/slots';
import type { SpinOutcome, UniformIntSource } from '@sorte/slots';
import type { GameInfo, PlayableGame } from './playable-game';

/** What a reel game with paylines gives the catalogue: its maths, its page and its facts. */
export interface LineGameParts<Id extends number, Rules, Definition, Outcome extends SpinOutcome> {
  readonly gameId: Id;
  readonly pageFile: string;
  readonly definition: Definition & { readonly lines: readonly unknown[] };
  /** The published facts and rules, from the exact PAR sheet. */
  describe(): GameInfo<Id, Rules>;
  spin(definition: Definition, rng: UniformIntSource, lineBetMinor: number): Outcome;
}

/**
 * A line game as the provider plays it. Its facts come from enumerating every outcome (up to a
 * few hundred milliseconds): counted once per process, on first use. The maths takes the line
 * bet: the total bet spread evenly over the lines (isPlayableBet allows only such bets).
 */
export function lineGame<Id extends number, Rules, Definition, Outcome extends SpinOutcome>(
  parts: LineGameParts<Id, Rules, Definition, Outcome>,
): PlayableGame<Id, Rules, Outcome> {
  const { gameId, pageFile, definition, describe, spin } = parts;
  let info: GameInfo<Id, Rules> | undefined;
  return {
    gameId,
    pageFile,
    get info() {
      info ??= describe();
      return info;
    },
    play: ({ serverSeed, clientSeed, nonce }, betMinor) =>
      spin(
        definition,
        outcomeStream(serverSeed, clientSeed, nonce),
        betMinor / definition.lines.length,
      ),
  };
}
