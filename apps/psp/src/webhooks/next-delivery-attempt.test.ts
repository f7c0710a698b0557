import { describe, expect, it } from 'vitest';
import { deliveryGiveUpAfterMs, nextDeliveryAttempt } from './next-delivery-attempt';

describe('nextDeliveryAttempt', () => {
  it('waits 1 s, 2 s, 4 s … after each failed attempt', () => {
    const delays = [1, 2, 3, 4, 5].map((attempts) => {
      const next = nextDeliveryAttempt({ attempts, createdAtMs: 0, nowMs: 1000 });
      return next.kind === 'retry' ? next.atMs - 1000 : -1;
    });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits more than 10 minutes', () => {
    for (const attempts of [11, 12, 30, 1000]) {
      const next = nextDeliveryAttempt({ attempts, createdAtMs: 0, nowMs: 5000 });
      expect(next).toEqual({ kind: 'retry', atMs: 5000 + 600_000 });
    }
  });

  it('gives up once the event is a day old', () => {
    expect(
      nextDeliveryAttempt({ attempts: 150, createdAtMs: 0, nowMs: deliveryGiveUpAfterMs - 1 }).kind,
    ).toBe('retry');
    expect(
      nextDeliveryAttempt({ attempts: 150, createdAtMs: 0, nowMs: deliveryGiveUpAfterMs }).kind,
    ).toBe('give_up');
  });
});
