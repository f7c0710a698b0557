import { describe, it, expect } from 'vitest';
import { outcomeStream } from '../../provably-fair/outcome-stream';
import { moonRabbitGame } from '.';
import { moonRabbit } from './moon-rabbit';

describe('moonRabbitGame', () => {
  it('plays game 66123 on its own definition through the SlotGame contract', () => {
    const { definition } = moonRabbitGame;
    expect(definition).toBe(moonRabbit);
    expect(definition.gameId).toBe(66123);
    expect(definition.title).toBe('Moon Rabbit');
    const round = moonRabbitGame.spin(
      definition,
      outcomeStream(
        '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f',
        'moon-player',
        11,
      ),
      10,
    );
    const evaluation = moonRabbitGame.evaluate(definition, round.stops, round.prizeDraws);
    expect(round.totalWinMinor).toBe(evaluation.totalWinLineBets * 10);
    const sheet = moonRabbitGame.computePar(definition);
    expect(sheet.gameId).toBe(66123);
    expect(sheet.title).toBe('Moon Rabbit');
    expect(moonRabbitGame.simulate(definition, 1000, 1).spins).toBe(1000);
  });
});
