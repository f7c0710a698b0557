import type { CallBody, CallData, joinGame as joinGameCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type JoinGameData = CallData<typeof joinGameCall>;

export const joinGamePath = '/game/joinGame';

/** Opens a game session: the provider address to load in the frame, with a one-purpose token. */
export function joinGame(gameId: number): Promise<JoinGameData> {
  const body: CallBody<typeof joinGameCall> = { gameId };
  return callApi<JoinGameData>(joinGamePath, body);
}
