import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outcomeStream } from '../../provably-fair/outcome-stream';
import { hashServerSeed, verifyCommitment } from '../../provably-fair/server-seed';
import { createFastRandom } from '../../random/fast-random';
import type { UniformIntSource } from '../../random/uniform-int-source';
import { evaluate } from './evaluate';
import { luckyTiger } from './lucky-tiger';
import { spin } from './spin';
import { definitionShowing } from './test-definitions';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
const clientSeed = 'lucky-player';

describe('spin with the provably-fair stream', () => {
  it('gives the pinned grid for a fixed server seed, client seed and nonce', () => {
    const result = spin(luckyTiger, outcomeStream(serverSeed, clientSeed, 1), 100);
    expect(hashServerSeed(serverSeed)).toBe(
      '20ffb5713fac11fa89fcb7847643837ffe9029ae43f1e24b4f3859967fac5ac9',
    );
    expect(result.stops).toEqual([15, 16, 18]);
    expect(result.featureDraw).toBeNull();
    expect(result.grid).toEqual([
      ['coins', 'firecracker', 'coins'],
      ['lantern', 'orange', 'lantern'],
      ['envelope', 'tiger', 'orange'],
    ]);
    expect(result.totalWinMinor).toBe(0);
  });

  it('reproduces the same round from the same seeds and nonce', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        const first = spin(luckyTiger, outcomeStream(serverSeed, clientSeed, nonce), 100);
        const again = spin(luckyTiger, outcomeStream(serverSeed, clientSeed, nonce), 100);
        expect(again).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('gives a different outcome for a tampered server seed, which fails the commitment', () => {
    const commitment = hashServerSeed(serverSeed);
    const tampered = `9${serverSeed.slice(1)}`;
    const honest = spin(luckyTiger, outcomeStream(serverSeed, clientSeed, 1), 100);
    const forged = spin(luckyTiger, outcomeStream(tampered, clientSeed, 1), 100);
    expect(forged.stops).not.toEqual(honest.stops);
    expect(forged.grid).not.toEqual(honest.grid);
    expect(verifyCommitment(tampered, commitment)).toBe(false);
  });

  it('is exactly evaluate over the drawn stops and feature draw', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const result = spin(luckyTiger, outcomeStream(serverSeed, clientSeed, nonce), 7);
      const evaluation = evaluate(luckyTiger, result.stops, result.featureDraw);
      expect(result.grid).toEqual(evaluation.grid);
      expect(result.totalWinMinor).toBe(evaluation.totalWinLineBets * 7);
    }
  });
});

describe('spin amounts', () => {
  const wildRow = ['tiger', 'tiger', 'tiger'] as const;
  const allWild = definitionShowing([wildRow, wildRow, wildRow]);
  // Draws n − 1 every time: never 0, so the feature never triggers.
  const lastValueEveryTime: UniformIntSource = { nextInt: (maxExclusive) => maxExclusive - 1 };

  it('pays integer minor units: line pays × line bet, total × multiplier', () => {
    const rng = createFastRandom(11);
    let featureSpins = 0;
    for (let round = 0; round < 5000; round += 1) {
      const result = spin(luckyTiger, rng, 37);
      if (result.featureTriggered) featureSpins += 1;
      expect(result.totalBetMinor).toBe(37 * 5);
      const linePaysMinor = result.lineWins.reduce((sum, win) => sum + win.payMinor, 0);
      expect(result.totalWinMinor).toBe(linePaysMinor * result.multiplier);
      for (const win of result.lineWins) {
        expect(Number.isSafeInteger(win.payMinor)).toBe(true);
        expect(win.payMinor % 37).toBe(0);
      }
    }
    expect(featureSpins).toBeGreaterThan(0);
  });

  it('pays an all-wild screen 250 line bets on each of the 5 lines', () => {
    const result = spin(allWild, lastValueEveryTime, 100);
    expect(result.featureTriggered).toBe(false);
    expect(result.grid.flat()).toEqual(new Array(9).fill('tiger'));
    expect(result.lineWins.map((win) => win.payMinor)).toEqual(new Array(5).fill(250 * 100));
    expect(result.totalWinMinor).toBe(250 * 5 * 100);
  });

  it('refuses a line bet that is not a positive integer of minor units', () => {
    const rng = createFastRandom(1);
    for (const bad of [0, -100, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => spin(luckyTiger, rng, bad)).toThrow(RangeError);
    }
  });

  it('refuses a win beyond exact integer arithmetic instead of rounding it', () => {
    const hugeLineBetMinor = Math.floor(Number.MAX_SAFE_INTEGER / 100);
    expect(() => spin(allWild, lastValueEveryTime, hugeLineBetMinor)).toThrow(RangeError);
  });
});
