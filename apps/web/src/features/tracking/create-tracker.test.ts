import { describe, expect, it } from 'vitest';
import type { ConversionRecord } from './api/conversion-records';
import { createTracker } from './create-tracker';
import type { ConversionOutbox } from './create-tracker';
import type { TrackingEvent, TrackingProvider } from './tracking-event';

/** The server's outbox as the api keeps it: paid deposits until they are marked reported. */
function fakeOutbox(records: ConversionRecord[]) {
  const waiting = new Map(records.map((record) => [record.orderId, record]));
  const calls = { reads: 0, marks: [] as string[][] };
  const outbox: ConversionOutbox = {
    async read() {
      calls.reads += 1;
      return [...waiting.values()];
    },
    async markReported(orderIds) {
      calls.marks.push([...orderIds]);
      for (const orderId of orderIds) waiting.delete(orderId);
    },
  };
  return { outbox, calls, pay: (record: ConversionRecord) => waiting.set(record.orderId, record) };
}

function recordingProvider() {
  const events: TrackingEvent[] = [];
  const provider: TrackingProvider = { send: (event) => events.push(event) };
  return { provider, events };
}

describe('the tracker', () => {
  it('reports each paid deposit once to every provider, then marks it reported once', async () => {
    const { outbox, calls } = fakeOutbox([
      { orderId: 'D2', amount: 5000, isFirstRecharge: 0 },
      { orderId: 'D1', amount: 1000, isFirstRecharge: 1 },
    ]);
    const first = recordingProvider();
    const second = recordingProvider();
    const tracker = createTracker({
      providers: [first.provider, second.provider],
      outbox,
      currency: 'BRL',
    });
    await tracker.reportPaidDeposits();
    await tracker.reportPaidDeposits();
    const expected = [
      { kind: 'deposit', orderId: 'D2', amountMinor: 5000, currency: 'BRL', firstDeposit: false },
      { kind: 'deposit', orderId: 'D1', amountMinor: 1000, currency: 'BRL', firstDeposit: true },
    ];
    expect(first.events).toEqual(expected);
    expect(second.events).toEqual(expected);
    expect(calls.marks).toEqual([['D2', 'D1']]);
    expect(calls.reads).toBe(2);
  });

  it('reads the outbox once at a time, and once more for a deposit paid meanwhile', async () => {
    const { outbox, calls, pay } = fakeOutbox([
      { orderId: 'D1', amount: 1000, isFirstRecharge: 1 },
    ]);
    const { provider, events } = recordingProvider();
    const tracker = createTracker({ providers: [provider], outbox, currency: 'MXN' });
    const passes = [tracker.reportPaidDeposits(), tracker.reportPaidDeposits()];
    pay({ orderId: 'D2', amount: 20000, isFirstRecharge: 0 });
    tracker.reportPaidDeposits();
    await Promise.all(passes);
    expect(events.map((event) => (event.kind === 'deposit' ? event.orderId : ''))).toEqual([
      'D1',
      'D2',
    ]);
    expect(calls.marks).toEqual([['D1'], ['D2']]);
    expect(calls.reads).toBe(2);
  });

  it('marks again, without reporting again, what it failed to mark', async () => {
    const { outbox, calls } = fakeOutbox([{ orderId: 'D1', amount: 1000, isFirstRecharge: 1 }]);
    const marking = outbox.markReported;
    let failures = 1;
    outbox.markReported = async (orderIds) => {
      if (failures-- > 0) throw new Error('offline');
      return marking(orderIds);
    };
    const { provider, events } = recordingProvider();
    const tracker = createTracker({ providers: [provider], outbox, currency: 'BRL' });
    await tracker.reportPaidDeposits();
    await tracker.reportPaidDeposits();
    expect(events).toHaveLength(1);
    expect(calls.marks).toEqual([['D1']]);
  });

  it('lets two tabs report a deposit once between them, one pass at a time', async () => {
    const { outbox, calls } = fakeOutbox([{ orderId: 'D1', amount: 1000, isFirstRecharge: 1 }]);
    // What the Web Locks API gives the tabs of one origin: one holder at a time.
    let held = Promise.resolve();
    const exclusive = (pass: () => Promise<void>) => {
      const run = held.then(pass);
      held = run.catch(() => undefined);
      return run;
    };
    const tabs = [recordingProvider(), recordingProvider()];
    const trackers = tabs.map(({ provider }) =>
      createTracker({ providers: [provider], outbox, currency: 'BRL', exclusive }),
    );
    await Promise.all(trackers.map((tracker) => tracker.reportPaidDeposits()));
    expect(tabs.flatMap(({ events }) => events)).toHaveLength(1);
    expect(calls.marks).toEqual([['D1']]);
  });

  it('reports each sign-in once', () => {
    const { outbox } = fakeOutbox([]);
    const { provider, events } = recordingProvider();
    const tracker = createTracker({ providers: [provider], outbox, currency: 'PHP' });
    tracker.reportLogin({ sequence: 1, newPlayer: true });
    tracker.reportLogin({ sequence: 1, newPlayer: true });
    tracker.reportLogin({ sequence: 2, newPlayer: false });
    expect(events).toEqual([
      { kind: 'login', newPlayer: true },
      { kind: 'login', newPlayer: false },
    ]);
  });
});
