import { describe, expect, it, vi } from 'vitest';

const game = { gameId: 66123, url: 'http://games.test/play/66123', origin: 'http://games.test' };

describe('the game open in the frame', () => {
  it('belongs to this page only: a reload or a second tab opens no game', async () => {
    const store = await import('./game-frame-store');
    store.openGameFrame(game);
    expect(store.getOpenGame()).toEqual(game);
    // The same app started again (a reload, a new tab): a fresh module on the same storage.
    vi.resetModules();
    const again = await import('./game-frame-store');
    expect(again.getOpenGame()).toBeNull();
    store.clearGameFrame();
  });
});
