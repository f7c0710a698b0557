import { describe, it, expect } from 'vitest';
import { slotGames } from '.';

describe('slotGames', () => {
  it('lists every game once, each with a PAR sheet for its own definition', () => {
    const gameIds = slotGames.map((game) => game.definition.gameId);
    expect(gameIds).toEqual([66121, 66122, 66123, 66136]);
    expect(new Set(gameIds).size).toBe(gameIds.length);
    for (const game of slotGames) {
      const sheet = game.computePar(game.definition);
      expect(sheet.gameId).toBe(game.definition.gameId);
      expect(sheet.title).toBe(game.definition.title);
    }
  });
});
