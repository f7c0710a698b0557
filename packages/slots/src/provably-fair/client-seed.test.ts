import { describe, it, expect } from 'vitest';
import { createClientSeed, isClientSeed } from './client-seed';

describe('client seeds', () => {
  it('defaults to 16 random bytes in hex', () => {
    const seed = createClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(createClientSeed()).not.toBe(seed);
    expect(isClientSeed(seed)).toBe(true);
  });

  it('accepts 1 to 64 letters, digits, - and _, and nothing that could blur the message', () => {
    expect(isClientSeed('lucky-player_1')).toBe(true);
    expect(isClientSeed('a'.repeat(64))).toBe(true);
    for (const bad of ['', 'a'.repeat(65), 'a:1', 'sorte 7', 'ç']) {
      expect(isClientSeed(bad)).toBe(false);
    }
  });
});
