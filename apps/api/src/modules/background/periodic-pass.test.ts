import { describe, expect, it } from 'vitest';
import { startPeriodicPass } from './periodic-pass';

/** A pass that waits until released, counting how many started. */
function gatedPass() {
  let started = 0;
  let release: () => void = () => {};
  const pass = () => {
    started += 1;
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return { pass, started: () => started, release: () => release() };
}

const never = 3_600_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a periodic pass', () => {
  it('runs one pass at a time, and once more after it when kicked during it', async () => {
    const gate = gatedPass();
    const runner = startPeriodicPass(gate.pass, never, () => {});
    runner.kick();
    runner.kick();
    runner.kick();
    expect(gate.started()).toBe(1);
    gate.release();
    await settle();
    expect(gate.started()).toBe(2);
    gate.release();
    await settle();
    expect(gate.started()).toBe(2);
    await runner.stop();
  });

  it('hands a failed pass to onError and runs the next one', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const runner = startPeriodicPass(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('the database went away');
      },
      never,
      (error) => errors.push(error),
    );
    runner.kick();
    await settle();
    runner.kick();
    await settle();
    expect([passes, errors.length]).toEqual([2, 1]);
    await runner.stop();
  });

  it('waits for the running pass when stopped, and runs none after', async () => {
    const gate = gatedPass();
    const runner = startPeriodicPass(gate.pass, never, () => {});
    runner.kick();
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    gate.release();
    await stopping;
    runner.kick();
    expect(gate.started()).toBe(1);
  });
});
