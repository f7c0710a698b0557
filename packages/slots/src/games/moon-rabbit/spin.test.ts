import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outcomeStream } from '../../provably-fair/outcome-stream';
import { hashServerSeed, verifyCommitment } from '../../provably-fair/server-seed';
import { createFastRandom } from '../../random/fast-random';
import type { UniformIntSource } from '../../random/uniform-int-source';
import { evaluate } from './evaluate';
import { moonRabbit } from './moon-rabbit';
import { spin } from './spin';
import { definitionShowing } from './test-definitions';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
const clientSeed = 'moon-player';

describe('spin with the provably-fair stream', () => {
  it('gives the pinned round for a fixed server seed, client seed and nonce', () => {
    // HMAC-SHA256(seed, "moon-player:11:0") = 09ed3be4 656eadda 30580ead b605a3a9 649efd87 …:
    // stops 10, 8, 20, 12, then prizes 91 → 5×, 19 → 0.5×, 20 → 0.5×, 6 → 0.5× (README.md).
    const result = spin(moonRabbit, outcomeStream(serverSeed, clientSeed, 11), 10);
    expect(result.stops).toEqual([10, 8, 20, 12]);
    expect(result.prizeDraws).toEqual([3, 0, 0, 0]);
    expect(result.grid).toEqual([
      ['osmanthus', 'mooncake', 'pearl', 'lotus'],
      ['pearl', 'lotus', 'mooncake', 'osmanthus'],
      ['pearl', 'pearl', 'osmanthus', 'rabbit'],
    ]);
    expect(result.lineWins).toEqual([]);
    expect(result.pearls.map(({ reel, row, valueMinor }) => [reel, row, valueMinor])).toEqual([
      [0, 1, 500],
      [0, 2, 50],
      [1, 2, 50],
      [2, 0, 50],
    ]);
    expect(result.collect).toEqual({
      collected: true,
      rabbitPositions: [{ reel: 3, row: 2 }],
      winMinor: 650,
    });
    expect(result.totalBetMinor).toBe(100);
    expect(result.totalWinMinor).toBe(650);
  });

  it('reproduces the same round from the same seeds and nonce', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        const first = spin(moonRabbit, outcomeStream(serverSeed, clientSeed, nonce), 10);
        const again = spin(moonRabbit, outcomeStream(serverSeed, clientSeed, nonce), 10);
        expect(again).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('gives different rounds for a tampered server seed, which fails the commitment', () => {
    const commitment = hashServerSeed(serverSeed);
    const tampered = `9${serverSeed.slice(1)}`;
    const roundsOf = (seed: string) =>
      [1, 2, 3, 4, 5].map((nonce) => spin(moonRabbit, outcomeStream(seed, clientSeed, nonce), 10));
    const honest = roundsOf(serverSeed);
    const forged = roundsOf(tampered);
    expect(forged.map((round) => round.stops)).not.toEqual(honest.map((round) => round.stops));
    expect(forged.map((round) => round.grid)).not.toEqual(honest.map((round) => round.grid));
    expect(verifyCommitment(tampered, commitment)).toBe(false);
  });

  it('is exactly evaluate over the drawn stops and prizes', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const result = spin(moonRabbit, outcomeStream(serverSeed, clientSeed, nonce), 7);
      const evaluation = evaluate(moonRabbit, result.stops, result.prizeDraws);
      expect(result.grid).toEqual(evaluation.grid);
      expect(result.prizeDraws).toHaveLength(evaluation.pearls.length);
      expect(result.totalWinMinor).toBe(evaluation.totalWinLineBets * 7);
    }
  });
});

describe('spin amounts', () => {
  const pearlRow = ['pearl', 'pearl', 'pearl', 'rabbit'] as const;
  const fullCollect = definitionShowing([
    pearlRow,
    ['pearl', 'pearl', 'pearl', 'lotus'],
    ['pearl', 'pearl', 'pearl', 'peach'],
  ]);
  // Draws n − 1 every time: the last stop of each reel and the last prize, 50× the total bet.
  const lastValueEveryTime: UniformIntSource = { nextInt: (maxExclusive) => maxExclusive - 1 };

  it('pays integer minor units: line pays and prizes are whole line bets', () => {
    const rng = createFastRandom(11);
    let collects = 0;
    for (let round = 0; round < 2000; round += 1) {
      const result = spin(moonRabbit, rng, 3);
      expect(result.totalBetMinor).toBe(30);
      const linePaysMinor = result.lineWins.reduce((sum, win) => sum + win.payMinor, 0);
      const prizesMinor = result.pearls.reduce((sum, pearl) => sum + pearl.valueMinor, 0);
      expect(result.lineWinMinor).toBe(linePaysMinor);
      expect(result.collect.winMinor).toBe(result.collect.collected ? prizesMinor : 0);
      expect(result.totalWinMinor).toBe(linePaysMinor + result.collect.winMinor);
      for (const amount of [...result.lineWins.map((win) => win.payMinor), prizesMinor]) {
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount % 3).toBe(0);
      }
      if (result.collect.collected) collects += 1;
    }
    expect(collects).toBeGreaterThan(0);
  });

  it('pays a half-bet prize exactly: 0.5 × a total bet of 10 is 5 minor units', () => {
    const onePearl = definitionShowing([
      ['pearl', 'peach', 'lantern', 'rabbit'],
      ['lotus', 'lantern', 'lotus', 'lantern'],
      ['peach', 'osmanthus', 'lotus', 'osmanthus'],
    ]);
    const firstValueEveryTime: UniformIntSource = { nextInt: () => 0 };
    const result = spin(onePearl, firstValueEveryTime, 1);
    expect(result.totalBetMinor).toBe(10);
    expect(result.pearls).toEqual([
      { reel: 0, row: 0, prize: 0, timesBet: { numerator: 1, denominator: 2 }, valueMinor: 5 },
    ]);
    expect(result.totalWinMinor).toBe(5);
  });

  it('pays the largest win: nine 50× pearls collected, 450 × the total bet', () => {
    const result = spin(fullCollect, lastValueEveryTime, 100);
    expect(result.prizeDraws).toEqual(new Array(9).fill(5));
    expect(result.totalWinMinor).toBe(450 * 1000);
  });

  it('refuses a line bet that is not a positive integer of minor units', () => {
    const rng = createFastRandom(1);
    for (const bad of [0, -100, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => spin(moonRabbit, rng, bad)).toThrow(RangeError);
    }
  });

  it('refuses a win beyond exact integer arithmetic instead of rounding it', () => {
    const hugeLineBetMinor = Math.floor(Number.MAX_SAFE_INTEGER / 1000);
    expect(() => spin(fullCollect, lastValueEveryTime, hugeLineBetMinor)).toThrow(RangeError);
  });
});
