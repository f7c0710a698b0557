import { assertLineBetMinor, lineWinsInMinor, toSafeMinor } from '../../reels/line-bet-minor';
import type { LineWinMinor } from '../../reels/line-bet-minor';
import type { UniformIntSource } from '../../random/uniform-int-source';
import type { SpinOutcome } from '../../slot-game';
import { compileGoldenOx } from './compile';
import type { GoldenOxDefinition } from './definition';
import { createDrawnSpin, drawSpin, respinStopsOffset } from './draw';
import { evaluate } from './evaluate';
import type { GoldenOxLineWin, GoldenOxReels, OxChargeDraw, ReelStops } from './evaluate';

/** A line win in minor units, its pay before any respin multiplier. */
export type GoldenOxLineWinMinor = LineWinMinor<GoldenOxLineWin>;

export interface GoldenOxRespin {
  /** The respin's stops on reels 1 and 3 (the middle reel is locked as wilds). */
  readonly stops: readonly [stop0: number, stop2: number];
  readonly reels: GoldenOxReels;
  readonly lineWins: readonly GoldenOxLineWinMinor[];
  readonly multiplier: number;
  /** The line pays times the multiplier; 0 for a respin without a win. */
  readonly winMinor: number;
}

/** One played spin: what was drawn, what it showed and what it paid, in integer minor units. */
export interface GoldenOxSpin extends SpinOutcome {
  readonly gameId: number;
  readonly stops: ReelStops;
  /** The base screen, reels[reel][row]: 3, 4 and 3 symbols. */
  readonly reels: GoldenOxReels;
  readonly lineWins: readonly GoldenOxLineWinMinor[];
  /** Ox Charge's respins in order, the last one the one that paid (if any); null without it. */
  readonly charge: { readonly respins: readonly GoldenOxRespin[] } | null;
  readonly lineBetMinor: number;
  readonly totalBetMinor: number;
  readonly totalWinMinor: number;
}

/**
 * Plays one spin: draws from rng (the provably-fair stream in a real round) and evaluates. Pays
 * are whole multiples of the line bet, so no rounding ever happens.
 */
export function spin(
  definition: GoldenOxDefinition,
  rng: UniformIntSource,
  lineBetMinor: number,
): GoldenOxSpin {
  assertLineBetMinor(lineBetMinor);
  const compiled = compileGoldenOx(definition);
  const drawn = createDrawnSpin(compiled);
  drawSpin(compiled, rng, drawn);
  const stops: ReelStops = [drawn[0] ?? 0, drawn[1] ?? 0, drawn[2] ?? 0];
  const respinCount = drawn[3] ?? 0;
  const charge: OxChargeDraw =
    respinCount === 0
      ? null
      : {
          respins: Array.from({ length: respinCount }, (_, respin) => {
            const at = respinStopsOffset + respin * 2;
            return [drawn[at] ?? 0, drawn[at + 1] ?? 0] as const;
          }),
        };
  const evaluation = evaluate(definition, stops, charge);

  return {
    gameId: definition.gameId,
    stops,
    reels: evaluation.reels,
    lineWins: lineWinsInMinor(evaluation.lineWins, lineBetMinor),
    charge:
      evaluation.charge === null
        ? null
        : {
            respins: evaluation.charge.respins.map((respin) => ({
              stops: respin.stops,
              reels: respin.reels,
              lineWins: lineWinsInMinor(respin.lineWins, lineBetMinor),
              multiplier: respin.multiplier,
              winMinor: toSafeMinor(respin.winLineBets * lineBetMinor),
            })),
          },
    lineBetMinor,
    totalBetMinor: toSafeMinor(lineBetMinor * definition.lines.length),
    totalWinMinor: toSafeMinor(evaluation.totalWinLineBets * lineBetMinor),
  };
}
