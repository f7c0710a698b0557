import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags, gameIdField } from '../common';

export const joinGame = definePlayerCall({
  path: '/game/joinGame',
  summary:
    'Open a game: answers the provider address to load in the frame, carrying a one-purpose game session token (never the access token).',
  public: false,
  body: z.object({ ...clientFlags, gameId: gameIdField }).strict(),
  data: z.object({
    jumpUrl: z.string(),
    gameId: z.number().int(),
    /** The origin the frame's exit message must come from. */
    gameOrigin: z.string(),
    expiresAt: z.string(),
  }),
});
