import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outcomeStream } from '../../provably-fair/outcome-stream';
import { hashServerSeed, verifyCommitment } from '../../provably-fair/server-seed';
import { createFastRandom } from '../../random/fast-random';
import type { UniformIntSource } from '../../random/uniform-int-source';
import { evaluate } from './evaluate';
import { goldenOx } from './golden-ox';
import { spin } from './spin';
import { definitionShowing } from './test-definitions';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
const clientSeed = 'golden-player';
const played = (seed: string, nonce: number, lineBetMinor = 10) =>
  spin(goldenOx, outcomeStream(seed, clientSeed, nonce), lineBetMinor);

describe('spin with the provably-fair stream', () => {
  it('gives the pinned screen for a fixed server seed, client seed and nonce (README example)', () => {
    expect(hashServerSeed(serverSeed)).toBe(
      '20ffb5713fac11fa89fcb7847643837ffe9029ae43f1e24b4f3859967fac5ac9',
    );
    const result = played(serverSeed, 1);
    expect(result.stops).toEqual([29, 11, 27]);
    expect(result.reels).toEqual([
      ['coins', 'knot', 'lotus'],
      ['jade', 'lotus', 'jade', 'lotus'],
      ['coins', 'peach', 'jade'],
    ]);
    // No line wins; the trigger draw (2 of 51) is not 0, so the ox does not charge.
    expect(result.charge).toBeNull();
    expect(result.totalWinMinor).toBe(0);
  });

  it('gives the pinned Ox Charge for nonce 133: a losing respin, then a win at × 3', () => {
    const result = played(serverSeed, 133);
    expect(result.lineWins).toEqual([]);
    expect(
      result.charge?.respins.map(({ stops, multiplier, winMinor }) => ({
        stops,
        multiplier,
        winMinor,
      })),
    ).toEqual([
      { stops: [8, 5], multiplier: 2, winMinor: 0 },
      { stops: [19, 12], multiplier: 3, winMinor: 8460 },
    ]);
    expect(result.charge?.respins[1]?.reels[1]).toEqual(['ox', 'ox', 'ox', 'ox']);
    expect(result.totalWinMinor).toBe(8460);
  });

  it('reproduces the same round from the same seeds and nonce', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        expect(played(serverSeed, nonce)).toEqual(played(serverSeed, nonce));
      }),
      { numRuns: 50 },
    );
  });

  it('gives a different outcome for another server seed, which fails the commitment', () => {
    const tampered = `9${serverSeed.slice(1)}`;
    expect(played(tampered, 1).stops).not.toEqual(played(serverSeed, 1).stops);
    expect(played(tampered, 133).charge).not.toEqual(played(serverSeed, 133).charge);
    expect(verifyCommitment(tampered, hashServerSeed(serverSeed))).toBe(false);
  });

  it('is exactly evaluate over the drawn stops and respins', () => {
    let charges = 0;
    for (let nonce = 0; nonce < 600; nonce += 1) {
      const result = played(serverSeed, nonce, 7);
      const charge = result.charge && {
        respins: result.charge.respins.map((respin) => respin.stops),
      };
      if (charge) charges += 1;
      const evaluation = evaluate(goldenOx, result.stops, charge);
      expect(result.reels).toEqual(evaluation.reels);
      expect(result.totalWinMinor).toBe(evaluation.totalWinLineBets * 7);
    }
    expect(charges).toBeGreaterThan(0);
  });
});

describe('spin amounts', () => {
  const oxen = definitionShowing([
    ['ox', 'ox', 'ox'],
    ['ox', 'ox', 'ox', 'ox'],
    ['ox', 'ox', 'ox'],
  ]);
  // Draws 0 every time: stops 0 and, after a losing screen, always the charge.
  const zeroEveryTime: UniformIntSource = { nextInt: () => 0 };

  it('pays integer minor units: line pays × line bet, a respin × its multiplier', () => {
    const rng = createFastRandom(11);
    let charges = 0;
    for (let round = 0; round < 20_000; round += 1) {
      const result = spin(goldenOx, rng, 37);
      expect(result.totalBetMinor).toBe(37 * 10);
      const paid = result.charge ? result.charge.respins.at(-1) : undefined;
      const linesMinor = (paid?.lineWins ?? result.lineWins).reduce(
        (sum, win) => sum + win.payMinor,
        0,
      );
      expect(result.totalWinMinor).toBe(linesMinor * (paid?.multiplier ?? 1));
      for (const win of [...result.lineWins, ...(paid?.lineWins ?? [])]) {
        expect(win.payMinor % 37).toBe(0);
      }
      if (result.charge) charges += 1;
    }
    expect(charges).toBeGreaterThan(100);
  });

  it('charges after a losing screen when the trigger draw is 0, respinning on the real strips', () => {
    const losing = definitionShowing([
      ['coins', 'knot', 'lotus'],
      ['jade', 'peach', 'lotus', 'knot'],
      ['peach', 'lotus', 'jade'],
    ]);
    const result = spin(losing, zeroEveryTime, 10);
    // One screen only, never winning even locked: all five respins are played and lose.
    expect(result.charge?.respins.map((respin) => respin.multiplier)).toEqual([2, 3, 5, 10, 20]);
    expect(result.totalWinMinor).toBe(0);
  });

  it('pays an all-ox screen 200 line bets on each of the 10 lines, and never charges it', () => {
    const result = spin(oxen, zeroEveryTime, 100);
    expect(result.charge).toBeNull();
    expect(result.totalWinMinor).toBe(200 * 10 * 100);
  });

  it('refuses a line bet that is not a positive integer of minor units', () => {
    for (const bad of [0, -100, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => spin(goldenOx, createFastRandom(1), bad)).toThrow(RangeError);
    }
  });

  it('refuses a win beyond exact integer arithmetic instead of rounding it', () => {
    const hugeLineBetMinor = Math.floor(Number.MAX_SAFE_INTEGER / 1000);
    expect(() => spin(oxen, zeroEveryTime, hugeLineBetMinor)).toThrow(RangeError);
  });
});
