import { createHmac } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { outcomeStream } from './outcome-stream';
import type { HmacSha256 } from './hashes';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
const clientSeed = 'lucky-player';

const nodeHmac: HmacSha256 = (key, message) =>
  Uint8Array.from(createHmac('sha256', key).update(message).digest());

describe('outcomeStream', () => {
  it('derives from HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), 4 bytes per draw', () => {
    // The derivation README.md tells players to repeat, done here with node:crypto.
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:1:0`).digest();
    const expected = [0, 1, 2, 3].map((word) => block.readUInt32BE(word * 4) % 20);
    const stream = outcomeStream(serverSeed, clientSeed, 1);
    expect([0, 1, 2, 3].map(() => stream.nextInt(20))).toEqual(expected);
  });

  it('moves to the next cursor after eight words', () => {
    const stream = outcomeStream(serverSeed, clientSeed, 5);
    const blocks = [0, 1].map((cursor) =>
      createHmac('sha256', serverSeed).update(`${clientSeed}:5:${cursor}`).digest(),
    );
    const expected = blocks.flatMap((block) =>
      Array.from({ length: 8 }, (_, word) => block.readUInt32BE(word * 4)),
    );
    expect(Array.from({ length: 16 }, () => stream.nextInt(2 ** 32))).toEqual(expected);
  });

  it('gives the same numbers with any correct HMAC implementation', () => {
    const ours = outcomeStream(serverSeed, clientSeed, 9);
    const node = outcomeStream(serverSeed, clientSeed, 9, nodeHmac);
    for (let draw = 0; draw < 50; draw += 1) expect(ours.nextInt(97)).toBe(node.nextInt(97));
  });

  it('skips words at or above the rejection limit', () => {
    // A scripted HMAC whose first word is 2^32 − 1: rejected for n = 3, so the second word decides.
    const scripted: HmacSha256 = () =>
      Uint8Array.of(255, 255, 255, 255, 0, 0, 0, 5, ...new Array<number>(24).fill(0));
    const stream = outcomeStream(serverSeed, clientSeed, 0, scripted);
    expect(stream.nextInt(3)).toBe(2);
  });

  it('changes completely with the server seed, the client seed or the nonce', () => {
    const draws = (seed: string, client: string, nonce: number): number[] => {
      const stream = outcomeStream(seed, client, nonce);
      return Array.from({ length: 8 }, () => stream.nextInt(1000));
    };
    const reference = draws(serverSeed, clientSeed, 1);
    expect(draws(serverSeed, clientSeed, 1)).toEqual(reference);
    expect(draws(`9${serverSeed.slice(1)}`, clientSeed, 1)).not.toEqual(reference);
    expect(draws(serverSeed, 'other-player', 1)).not.toEqual(reference);
    expect(draws(serverSeed, clientSeed, 2)).not.toEqual(reference);
  });

  it('always draws within [0, n)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.nat({ max: 1_000_000 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        (maxExclusive, nonce, client) => {
          const stream = outcomeStream(serverSeed, client, nonce);
          for (let draw = 0; draw < 10; draw += 1) {
            const value = stream.nextInt(maxExclusive);
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThan(maxExclusive);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is unbiased on a small range (chi-square, 5 degrees of freedom)', () => {
    const stream = outcomeStream(serverSeed, clientSeed, 1);
    const counts = new Array<number>(6).fill(0);
    const draws = 60_000;
    for (let draw = 0; draw < draws; draw += 1) {
      const value = stream.nextInt(6);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    const expected = draws / 6;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // The 99.99th percentile of chi-square with 5 degrees of freedom is about 25.7.
    expect(chiSquare).toBeLessThan(25.7);
  });

  it('refuses malformed seeds and nonces', () => {
    expect(() => outcomeStream('abc', clientSeed, 1)).toThrow(RangeError);
    expect(() => outcomeStream(serverSeed, 'a:b', 1)).toThrow(RangeError);
    expect(() => outcomeStream(serverSeed, clientSeed, -1)).toThrow(RangeError);
    expect(() => outcomeStream(serverSeed, clientSeed, 1.5)).toThrow(RangeError);
  });
});
