import { describe, expect, it } from 'vitest';
import { isGameExitMessage } from './game-frame';

const game = { gameId: 66121, url: 'http://games.test/play/66121', origin: 'http://games.test' };
const frameWindow = {} as Window;
const otherWindow = {} as Window;
const exit = { type: 'sorte:game-exit', gameId: 66121 };

describe('the game frame exit message', () => {
  it('closes the game when the provider page in our frame says so', () => {
    expect(
      isGameExitMessage(
        { origin: game.origin, source: frameWindow, data: exit },
        game,
        frameWindow,
      ),
    ).toBe(true);
  });

  it('ignores the same message from any other origin', () => {
    expect(
      isGameExitMessage(
        { origin: 'http://evil.test', source: frameWindow, data: exit },
        game,
        frameWindow,
      ),
    ).toBe(false);
  });

  it('ignores a message from another window of the provider origin', () => {
    expect(
      isGameExitMessage(
        { origin: game.origin, source: otherWindow, data: exit },
        game,
        frameWindow,
      ),
    ).toBe(false);
  });

  it('ignores other messages from the game', () => {
    expect(
      isGameExitMessage(
        { origin: game.origin, source: frameWindow, data: { type: 'sorte:spin' } },
        game,
        frameWindow,
      ),
    ).toBe(false);
    expect(
      isGameExitMessage(
        { origin: game.origin, source: frameWindow, data: null },
        game,
        frameWindow,
      ),
    ).toBe(false);
  });
});
