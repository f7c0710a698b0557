// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { envelope } from '../../../test/fake-api';
import { SessionBar } from './session-bar';

function summary(startedAt: string) {
  return {
    gameId: 66121,
    startedAt,
    rounds: 0,
    betMinor: 0,
    winMinor: 0,
    netMinor: 0,
    currency: 'BRL',
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session bar over a reopened game', () => {
  it('does not take the last session’s clock for this one, so no reminder fires on opening', async () => {
    const now = Date.now();
    const fresh = vi.fn(async () => envelope(summary(new Date(now).toISOString())));
    vi.stubGlobal('fetch', fresh);
    const queryClient = new QueryClient();
    // What the last visit to this game left in the cache: a session started 20 minutes ago.
    queryClient.setQueryData(
      ['game-session-summary', 66121],
      summary(new Date(now - 20 * 60_000).toISOString()),
    );
    renderInApp(<SessionBar gameId={66121} reminderMinutes={15} onLeave={() => undefined} />, {
      queryClient,
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await waitFor(() => expect(fresh).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByTestId('session-elapsed').textContent).toMatch(/Jogando há 0:0\d/),
    );
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
