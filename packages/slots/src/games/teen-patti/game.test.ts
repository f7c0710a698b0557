import { describe, it, expect } from 'vitest';
import { outcomeStream } from '../../provably-fair/outcome-stream';
import type { SlotGame } from '../../slot-game';
import {
  computeTeenPattiPar,
  evaluateTeenPatti,
  teenPatti,
  teenPattiAcceptsBet,
  teenPattiGame,
} from './index';

describe('teenPattiGame', () => {
  it('plugs into the shared game contract with game id 66136', () => {
    const game: SlotGame = teenPattiGame;
    expect(game.definition).toBe(teenPatti);
    expect(game.definition).toMatchObject({ gameId: 66136, title: 'Teen Patti' });
    expect(teenPattiGame.evaluate).toBe(evaluateTeenPatti);
    expect(teenPattiGame.computePar).toBe(computeTeenPattiPar);
    expect(teenPattiAcceptsBet(100)).toBe(true);
  });

  it('plays a whole round through the contract with the best decision', () => {
    const game: SlotGame = teenPattiGame;
    const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
    // A pair of 10s is played: the ante and the play bet both win.
    const round = game.spin(game.definition, outcomeStream(serverSeed, 'teen-patti-player', 1), 50);
    expect(round).toMatchObject({ decision: 'play', totalBetMinor: 100, totalWinMinor: 200 });
  });
});
