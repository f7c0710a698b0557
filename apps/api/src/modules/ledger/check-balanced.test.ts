import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBalanced } from './check-balanced';
import type { PostingRequest } from './ledger-types';

const house = { kind: 'system', name: 'house' } as const;

describe('checkBalanced', () => {
  it('accepts any split of an amount that sums to zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 8 }),
        (credits) => {
          const postings: PostingRequest[] = credits.map((amountMinor, index) => ({
            account: { kind: 'player', playerId: index + 1 },
            amountMinor,
          }));
          postings.push({ account: house, amountMinor: -credits.reduce((a, b) => a + b, 0) });
          expect(
            checkBalanced({ idempotencyKey: 'k', kind: 'bonus', currency: 'BRL', postings }),
          ).toBeNull();
        },
      ),
    );
  });

  it('refuses anything off by even one minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 1_000_000 }),
        fc.integer({ min: -5, max: 5 }).filter((d) => d !== 0),
        (amount, drift) => {
          const problem = checkBalanced({
            idempotencyKey: 'k',
            kind: 'bet',
            currency: 'BRL',
            postings: [
              { account: { kind: 'player', playerId: 1 }, amountMinor: -amount },
              { account: house, amountMinor: amount + drift },
            ],
          });
          expect(problem).toBe('unbalanced');
        },
      ),
    );
  });

  it('refuses fractions, zero amounts, single postings and empty keys', () => {
    const player = { kind: 'player', playerId: 1 } as const;
    expect(
      checkBalanced({
        idempotencyKey: 'k',
        kind: 'bet',
        currency: 'BRL',
        postings: [
          { account: player, amountMinor: 0.5 },
          { account: house, amountMinor: -0.5 },
        ],
      }),
    ).toBe('zero_or_fractional_amount');
    expect(
      checkBalanced({
        idempotencyKey: 'k',
        kind: 'bet',
        currency: 'BRL',
        postings: [
          { account: player, amountMinor: 0 },
          { account: house, amountMinor: 0 },
        ],
      }),
    ).toBe('zero_or_fractional_amount');
    expect(
      checkBalanced({
        idempotencyKey: 'k',
        kind: 'bet',
        currency: 'BRL',
        postings: [{ account: player, amountMinor: 5 }],
      }),
    ).toBe('too_few_postings');
    expect(checkBalanced({ idempotencyKey: ' ', kind: 'bet', currency: 'BRL', postings: [] })).toBe(
      'empty_idempotency_key',
    );
  });
});
