import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { createServerSeed, hashServerSeed, isServerSeed, verifyCommitment } from './server-seed';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';

describe('createServerSeed', () => {
  it('is 32 random bytes in lowercase hex, different every time', () => {
    const seeds = new Set(Array.from({ length: 100 }, () => createServerSeed()));
    expect(seeds.size).toBe(100);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('hashServerSeed', () => {
  it('is the SHA-256 of the seed text, as any SHA-256 tool computes it', () => {
    const expected = createHash('sha256').update(serverSeed, 'utf8').digest('hex');
    expect(hashServerSeed(serverSeed)).toBe(expected);
    expect(hashServerSeed(serverSeed)).toBe(
      '20ffb5713fac11fa89fcb7847643837ffe9029ae43f1e24b4f3859967fac5ac9',
    );
  });

  it('refuses something that is not a server seed', () => {
    expect(() => hashServerSeed('not a seed')).toThrow(RangeError);
    expect(isServerSeed(serverSeed.toUpperCase())).toBe(false);
  });
});

describe('verifyCommitment', () => {
  const commitment = hashServerSeed(serverSeed);

  it('accepts the committed seed, whatever the case of the hash', () => {
    expect(verifyCommitment(serverSeed, commitment)).toBe(true);
    expect(verifyCommitment(serverSeed, commitment.toUpperCase())).toBe(true);
  });

  it('rejects a tampered seed, a tampered hash and garbage without throwing', () => {
    const tamperedSeed = `9${serverSeed.slice(1)}`;
    expect(verifyCommitment(tamperedSeed, commitment)).toBe(false);
    expect(verifyCommitment(serverSeed, `0${commitment.slice(1)}`)).toBe(false);
    expect(verifyCommitment('', commitment)).toBe(false);
    expect(verifyCommitment(serverSeed, '')).toBe(false);
  });
});
