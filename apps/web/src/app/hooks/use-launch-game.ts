import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ensureSignedIn } from '../../features/auth/ensure-signed-in';
import { joinGame } from '../../features/games/api/join-game';
import { openGameFrame } from '../../lib/game-frame-store';
import { useMarket } from '../../lib/market';
import { ensureAgeConfirmed } from './ensure-age-confirmed';

/**
 * Signs in if needed, has the player complete the 18+ setup if they have not, asks the casino
 * for a game session and opens the full-screen frame. A refusal has already been shown as a toast
 * by the api client; there is nothing more to do.
 */
export interface LaunchOptions {
  /** Open the game on its rules and paytable (the card's paytable button). */
  view?: 'rules';
}

export function useLaunchGame(): (gameId: number, options?: LaunchOptions) => Promise<void> {
  const market = useMarket();
  const queryClient = useQueryClient();
  return useCallback(
    async (gameId: number, options: LaunchOptions = {}) => {
      try {
        await ensureSignedIn(market.code);
        if (!(await ensureAgeConfirmed(queryClient, market.profile))) return;
        const session = await joinGame(gameId);
        const url = new URL(session.jumpUrl);
        if (options.view) url.searchParams.set('view', options.view);
        openGameFrame({ gameId, url: url.toString(), origin: session.gameOrigin });
      } catch {
        // Shown to the player by the api client.
      }
    },
    [market.code, market.profile, queryClient],
  );
}
