// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearGameFrame, openGameFrame } from '../../../lib/game-frame-store';
import { envelope } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { GameFrame } from './game-frame';

const game = { gameId: 66121, url: 'http://games.test/play/66121', origin: 'http://games.test' };

function summary(netMinor: number, rounds: number) {
  return {
    startedAt: new Date().toISOString(),
    rounds,
    betMinor: rounds * 100,
    winMinor: rounds * 100 + netMinor,
    netMinor,
    currency: 'BRL',
  };
}

afterEach(() => {
  clearGameFrame();
  vi.unstubAllGlobals();
});

// The test DOM loads no frame (and prints so on stderr): the frame's window is a stand-in.
const frameWindow = {} as Window;

function postFromFrame(origin: string, data: unknown) {
  const frame = screen.getByTitle('Lucky Tiger');
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  act(() => {
    globalThis.dispatchEvent(new MessageEvent('message', { origin, source: frameWindow, data }));
  });
}

describe('the bar over a running game', () => {
  it('names the session’s result as a player reads it, and shows a settled round at once', async () => {
    const answers = [summary(0, 0), summary(150, 1)];
    const fetchSummary = vi.fn(async () => envelope(answers.shift() ?? summary(150, 1)));
    vi.stubGlobal('fetch', fetchSummary);
    openGameFrame(game);
    renderInApp(
      <MemoryRouter>
        <GameFrame onExit={() => undefined} reminderMinutes={60} />
      </MemoryRouter>,
    );
    const net = screen.getByTestId('session-net');
    await waitFor(() => expect(fetchSummary).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(net.textContent).toBe('Resultado R$ 0,00'));

    // A message of another origin is not the game's: nothing is asked.
    postFromFrame('http://evil.test', { type: 'sorte:round-update', gameId: 66121 });
    expect(fetchSummary).toHaveBeenCalledTimes(1);

    postFromFrame(game.origin, {
      type: 'sorte:round-update',
      gameId: 66121,
      roundId: 'r1',
      status: 'settled',
    });
    await waitFor(() => expect(net.textContent).toBe('Resultado +R$ 1,50'));
    expect(fetchSummary).toHaveBeenCalledTimes(2);
    expect(net.className).toBe('session-bar__net--up');
  });

  it('shows a loss with a minus sign, in the loss colour', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(summary(-250, 2))),
    );
    openGameFrame(game);
    renderInApp(
      <MemoryRouter>
        <GameFrame onExit={() => undefined} reminderMinutes={60} />
      </MemoryRouter>,
    );
    const net = screen.getByTestId('session-net');
    await waitFor(() => expect(net.textContent).toBe('Resultado −R$ 2,50'));
    expect(net.className).toBe('session-bar__net--down');
  });
});
