import { afterEach, describe, expect, it } from 'vitest';
import type { ConversionOutbox } from './create-tracker';
import type { MetaPixelHost } from './providers/meta-pixel';
import { startTracking } from './start-tracking';

const pixelId = '123456789012345';
const host = globalThis as MetaPixelHost;

function outbox(): ConversionOutbox & { reads: number } {
  return {
    reads: 0,
    async read() {
      this.reads += 1;
      return [{ orderId: 'D1', amount: 123456, isFirstRecharge: 1 }];
    },
    async markReported() {},
  };
}

afterEach(() => {
  delete host.fbq;
  delete host._fbq;
});

describe('starting the Meta pixel', () => {
  it("loads Meta's script, with automatic event detection off, and sends only the app's events", async () => {
    const scripts: string[] = [];
    const server = outbox();
    const tracker = await startTracking({
      providers: [{ kind: 'meta-pixel', id: pixelId }],
      currency: 'BRL',
      loadScript: async (url) => {
        scripts.push(url);
      },
      outbox: server,
    });
    expect(scripts).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    tracker?.reportLogin({ sequence: 1, newPlayer: true });
    tracker?.reportLogin({ sequence: 2, newPlayer: false });
    await tracker?.reportPaidDeposits();
    expect(host.fbq?.queue).toEqual([
      ['set', 'autoConfig', false, pixelId],
      ['init', pixelId],
      ['track', 'CompleteRegistration'],
      ['trackCustom', 'Login'],
      [
        'track',
        'Purchase',
        { value: '1234.56', currency: 'BRL', first_deposit: true },
        { eventID: 'D1' },
      ],
    ]);
  });

  it('leaves the outbox alone when no provider could load (blocked, offline)', async () => {
    const server = outbox();
    const tracker = await startTracking({
      providers: [{ kind: 'meta-pixel', id: pixelId }],
      currency: 'BRL',
      loadScript: async () => {
        throw new Error('blocked');
      },
      outbox: server,
    });
    expect(tracker).toBeNull();
    expect(server.reads).toBe(0);
  });
});
