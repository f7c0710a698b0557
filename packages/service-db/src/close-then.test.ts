import { describe, expect, it } from 'vitest';
import { closeThen } from './close-then';

describe('closeThen', () => {
  it('closes the handle first, then gives back what it was opened on', async () => {
    const order: string[] = [];
    const handle = closeThen({ close: async () => void order.push('handle') }, async () => {
      order.push('engine');
    });
    await handle.close();
    expect(order).toEqual(['handle', 'engine']);
  });

  it('gives it back even when closing the handle fails, and still reports the failure', async () => {
    const order: string[] = [];
    const handle = closeThen(
      {
        close: async () => {
          throw new Error('connection already gone');
        },
      },
      () => order.push('lock released'),
    );
    await expect(handle.close()).rejects.toThrow('connection already gone');
    expect(order).toEqual(['lock released']);
  });
});
