import { describe, expect, it } from 'vitest';
import { createAccountAnswerCache } from './account-answer-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp(options: { ttlMs?: number; entriesMax?: number } = {}) {
  const clock = { nowMs: 1_000_000, complete: true };
  const cache = createAccountAnswerCache<string>({
    ttlMs: options.ttlMs ?? 60_000,
    entriesMax: options.entriesMax ?? 100,
    isComplete: () => clock.complete,
    nowMs: () => clock.nowMs,
  });
  let loads = 0;
  const loader = (answer: string) => async () => {
    loads += 1;
    return answer;
  };
  return { cache, clock, loader, loads: () => loads };
}

describe('account answers in memory', () => {
  it('answers a second read without loading again', async () => {
    const { cache, loader, loads } = setUp();
    expect(await cache.read(7, loader('balance 100'))).toBe('balance 100');
    expect(await cache.read(7, loader('balance 999'))).toBe('balance 100');
    expect(loads()).toBe(1);
  });

  it('loads again after the player’s account changed, and keeps other players', async () => {
    const { cache, loader, loads } = setUp();
    await cache.read(7, loader('seven before'));
    await cache.read(8, loader('eight'));
    cache.forget(7);
    expect(await cache.read(7, loader('seven after'))).toBe('seven after');
    expect(await cache.read(8, loader('eight again'))).toBe('eight');
    expect(loads()).toBe(3);
  });

  it('shares one load among readers who arrive while it runs', async () => {
    const { cache } = setUp();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const readers = [cache.read(7, load), cache.read(7, load), cache.read(7, load)];
    gate.resolve('shared');
    expect(await Promise.all(readers)).toEqual(['shared', 'shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('never remembers a load that a change overtook, and never lets a later reader join it', async () => {
    const { cache, loader } = setUp();
    const gate = deferred<string>();
    const early = cache.read(7, () => gate.promise);
    cache.forget(7);
    // A reader after the change must see the change: it starts its own load.
    const late = cache.read(7, loader('after the change'));
    gate.resolve('before the change');
    expect(await early).toBe('before the change');
    expect(await late).toBe('after the change');
    expect(await cache.read(7, loader('unused'))).toBe('after the change');
  });

  it('forgets everyone, loads in flight included, when told to', async () => {
    const { cache, loader } = setUp();
    await cache.read(1, loader('one'));
    const gate = deferred<string>();
    const running = cache.read(2, () => gate.promise);
    cache.forgetAll();
    gate.resolve('two, stale');
    await running;
    expect(await cache.read(1, loader('one fresh'))).toBe('one fresh');
    expect(await cache.read(2, loader('two fresh'))).toBe('two fresh');
  });

  it('reads the database every time while changes could go unheard', async () => {
    const { cache, clock, loader, loads } = setUp();
    clock.complete = false;
    await cache.read(7, loader('a'));
    await cache.read(7, loader('b'));
    expect(loads()).toBe(2);
    clock.complete = true;
    expect(await cache.read(7, loader('c'))).toBe('c');
    expect(await cache.read(7, loader('d'))).toBe('c');
  });

  it('does not remember a load that finished after hearing became unsure', async () => {
    const { cache, clock, loader } = setUp();
    const gate = deferred<string>();
    const running = cache.read(7, () => gate.promise);
    clock.complete = false;
    gate.resolve('unsure');
    await running;
    clock.complete = true;
    expect(await cache.read(7, loader('sure'))).toBe('sure');
  });

  it('loads again once an answer is older than its time to live', async () => {
    const { cache, clock, loader } = setUp({ ttlMs: 1_000 });
    await cache.read(7, loader('first'));
    clock.nowMs += 999;
    expect(await cache.read(7, loader('second'))).toBe('first');
    clock.nowMs += 1;
    expect(await cache.read(7, loader('third'))).toBe('third');
  });

  it('with a time to live of 0, always loads', async () => {
    const { cache, loader, loads } = setUp({ ttlMs: 0 });
    await cache.read(7, loader('a'));
    await cache.read(7, loader('b'));
    expect(loads()).toBe(2);
  });

  it('drops the oldest answer when full', async () => {
    const { cache, loader, loads } = setUp({ entriesMax: 2 });
    await cache.read(1, loader('one'));
    await cache.read(2, loader('two'));
    await cache.read(3, loader('three'));
    expect(await cache.read(2, loader('x'))).toBe('two');
    expect(await cache.read(3, loader('x'))).toBe('three');
    expect(await cache.read(1, loader('one again'))).toBe('one again');
    expect(loads()).toBe(4);
  });

  it('does not remember a failed load: the next reader tries again', async () => {
    const { cache, loader } = setUp();
    await expect(
      cache.read(7, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.read(7, loader('recovered'))).toBe('recovered');
  });
});
