import { describe, expect, it } from 'vitest';
import { readGameMessage } from './game-frame';

const game = { gameId: 66121, url: 'http://games.test/play/66121', origin: 'http://games.test' };
const frameWindow = {} as Window;
const otherWindow = {} as Window;
const exit = { type: 'sorte:game-exit', gameId: 66121 };
const roundUpdate = { type: 'sorte:round-update', gameId: 66121, roundId: 'r1', status: 'settled' };

describe('what the game page in the frame may say', () => {
  it('closes the game when the provider page in our frame says so', () => {
    expect(
      readGameMessage({ origin: game.origin, source: frameWindow, data: exit }, game, frameWindow),
    ).toBe('exit');
  });

  it('tells the bar a round’s money moved', () => {
    expect(
      readGameMessage(
        { origin: game.origin, source: frameWindow, data: roundUpdate },
        game,
        frameWindow,
      ),
    ).toBe('roundUpdate');
  });

  it('ignores the same messages from any other origin', () => {
    for (const data of [exit, roundUpdate]) {
      expect(
        readGameMessage(
          { origin: 'http://evil.test', source: frameWindow, data },
          game,
          frameWindow,
        ),
      ).toBeNull();
    }
  });

  it('ignores a message from another window of the provider origin', () => {
    for (const data of [exit, roundUpdate]) {
      expect(
        readGameMessage({ origin: game.origin, source: otherWindow, data }, game, frameWindow),
      ).toBeNull();
    }
  });

  it('ignores other messages from the game', () => {
    expect(
      readGameMessage(
        { origin: game.origin, source: frameWindow, data: { type: 'sorte:spin' } },
        game,
        frameWindow,
      ),
    ).toBeNull();
    expect(
      readGameMessage({ origin: game.origin, source: frameWindow, data: null }, game, frameWindow),
    ).toBeNull();
  });
});
