import { describe, it, expect } from 'vitest';
import { vipTierFor } from './vip-tier-for';

describe('vipTierFor', () => {
  it('is VIP0 (null) before any deposit and VIP1 after any deposit', () => {
    expect(vipTierFor('BR', 0)).toBeNull();
    expect(vipTierFor('BR', 1)?.level).toBe(1);
    expect(vipTierFor('ID', 1)?.level).toBe(1);
  });

  it('reaches a level exactly at its threshold', () => {
    expect(vipTierFor('BR', 9999)?.level).toBe(1);
    expect(vipTierFor('BR', 10000)?.level).toBe(2);
    expect(vipTierFor('BR', Number.MAX_SAFE_INTEGER)?.level).toBe(10);
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => vipTierFor('BR', 1.5)).toThrow(RangeError);
  });
});
