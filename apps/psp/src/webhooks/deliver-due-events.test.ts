import { eq } from 'drizzle-orm';
import { chargeAnswer, pspSignatureWindowMs, pspWebhookEvent } from '@sorte/contracts';
import { checkPspHeader } from '@sorte/contracts/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../db/schema';
import { chargeBody, startPspHarness, testSecret } from '../test-support/psp-harness';
import type { PspHarness } from '../test-support/psp-harness';
import { startWebhookReceiver } from '../test-support/webhook-receiver';
import type { WebhookReceiver } from '../test-support/webhook-receiver';
import { claimDueEvents } from './claim-due-events';
import { deliverDueEvents } from './deliver-due-events';

let psp: PspHarness;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  psp = await startPspHarness({ PSP_SETTLE_DELAY_MS: '0' });
}, 60_000);

afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await psp?.close();
});

async function receiver(statuses: number[]): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(statuses);
  receivers.push(started);
  return started;
}

/** A charge paid at once, so its charge.paid event is due now. */
async function paidChargeCallingBack(callbackUrl: string): Promise<string> {
  const created = await psp.signed('POST', '/v1/charges', chargeBody({ callbackUrl }));
  const { chargeId } = chargeAnswer.parse(created.json());
  const paid = await psp.app.inject({ method: 'POST', url: `/sandbox/charges/${chargeId}/pay` });
  expect(paid.statusCode).toBe(200);
  return chargeId;
}

async function eventsOf(subjectId: string) {
  return psp.database.db.select().from(webhookEvents).where(eq(webhookEvents.subjectId, subjectId));
}

describe('webhook delivery', () => {
  it('posts the event signed with psp-signature, which checkPspHeader accepts', async () => {
    const casino = await receiver([200]);
    const chargeId = await paidChargeCallingBack(casino.url);
    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(1);
    const [delivery] = casino.received;
    const header = delivery?.headers['psp-signature'];
    expect(
      checkPspHeader({
        secret: testSecret,
        header: typeof header === 'string' ? header : undefined,
        rawBody: delivery?.body ?? '',
        nowMs: Date.now(),
        windowMs: pspSignatureWindowMs,
      }),
    ).toBe('valid');
    const event = pspWebhookEvent.parse(JSON.parse(delivery?.body ?? ''));
    expect(event.id).toMatch(/^evt_[A-Za-z0-9]{32}$/);
    expect(event).toMatchObject({ type: 'charge.paid', data: { chargeId, amount: 5000 } });
    const [stored] = await eventsOf(chargeId);
    expect(stored?.deliveredAt).not.toBeNull();
    expect(stored?.attempts).toBe(1);
    // Delivered events are not sent again.
    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(1);
  });

  it('retries after 1 s and 2 s when the casino answers 500, with the same event and bytes', async () => {
    const casino = await receiver([500, 500, 200]);
    const chargeId = await paidChargeCallingBack(casino.url);

    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(1);
    // Not due again before its backoff.
    psp.advance(900);
    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(1);
    psp.advance(200);
    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(2);
    psp.advance(1900);
    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(2);
    psp.advance(200);
    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(3);

    const bodies = casino.received.map((delivery) => delivery.body);
    expect(new Set(bodies).size).toBe(1);
    const ids = bodies.map((body) => pspWebhookEvent.parse(JSON.parse(body)).id);
    expect(new Set(ids).size).toBe(1);
    for (const delivery of casino.received) {
      const header = delivery.headers['psp-signature'];
      expect(
        checkPspHeader({
          secret: testSecret,
          header: typeof header === 'string' ? header : undefined,
          rawBody: delivery.body,
          nowMs: psp.now(),
          windowMs: pspSignatureWindowMs,
        }),
      ).toBe('valid');
    }
    const [stored] = await eventsOf(chargeId);
    expect(stored).toMatchObject({ attempts: 3, lastStatusCode: 200 });
    expect(stored?.deliveredAt).not.toBeNull();
  });

  it('gives up a day after the event, keeping it for a person to look at', async () => {
    const casino = await receiver([503]);
    const chargeId = await paidChargeCallingBack(casino.url);
    await deliverDueEvents(psp.deps);
    psp.advance(24 * 60 * 60 * 1000);
    await deliverDueEvents(psp.deps);
    const [stored] = await eventsOf(chargeId);
    expect(stored?.abandonedAt).not.toBeNull();
    expect(stored?.deliveredAt).toBeNull();
    psp.advance(60 * 60 * 1000);
    await deliverDueEvents(psp.deps);
    expect(casino.received).toHaveLength(2);
  });

  it('never lets two loops claim the same event', async () => {
    const casino = await receiver([200]);
    const chargeId = await paidChargeCallingBack(casino.url);
    const claims = await Promise.all([
      claimDueEvents(psp.deps.db, { nowMs: psp.now(), limit: 50, leaseMs: 60_000 }),
      claimDueEvents(psp.deps.db, { nowMs: psp.now(), limit: 50, leaseMs: 60_000 }),
    ]);
    const claimedForCharge = claims.flat().filter((event) => event.subjectId === chargeId);
    expect(claimedForCharge).toHaveLength(1);
    // Held by the first claim: another pass within the lease leaves it alone.
    expect(
      (await claimDueEvents(psp.deps.db, { nowMs: psp.now(), limit: 50, leaseMs: 60_000 })).filter(
        (event) => event.subjectId === chargeId,
      ),
    ).toHaveLength(0);
  });

  it('delivers events independently: a hanging endpoint does not hold up another', async () => {
    const slow = await startHangingReceiver();
    const casino = await receiver([200]);
    await paidChargeCallingBack(slow.url);
    await paidChargeCallingBack(casino.url);
    const pass = deliverDueEvents(psp.deps);
    await waitUntil(() => casino.received.length === 1);
    expect(casino.received).toHaveLength(1);
    await slow.release();
    await pass;
  });
});

/** An endpoint that answers only when released. */
async function startHangingReceiver() {
  const { createServer } = await import('node:http');
  const waiting: (() => void)[] = [];
  const server = createServer((_request, response) => {
    waiting.push(() => response.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/slow`,
    async release() {
      await waitUntil(() => waiting.length > 0);
      for (const answer of waiting) answer();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
