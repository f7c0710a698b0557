import { describe, expect, it } from 'vitest';
import { computeMoonRabbitPar, moonRabbit, outcomeStream, spinMoonRabbit } from '@sorte/slots';
import { moonRabbitGame } from './moon-rabbit';
import { isPlayableBet } from './playable-game';
import { findPlayableGame, isComingSoon } from './playable-games';

describe('Moon Rabbit in the catalogue', () => {
  it('publishes the facts of its exact PAR sheet', () => {
    const par = computeMoonRabbitPar(moonRabbit);
    const { info } = moonRabbitGame;
    expect(info).toMatchObject({
      gameId: 66123,
      title: par.title,
      kind: 'slot',
      rtpPercent: par.rtpPercent,
      hitFrequencyPercent: par.hitFrequencyPercent,
      volatility: 'low',
      betDivisibleBy: 10,
    });
    expect(info.maxWinTimesBet).toBe(par.maxWinTimesBetText);
    // The figures the README pins, as the catalogue and the rules screen show them.
    expect(info).toMatchObject({
      rtpPercent: '96.5651',
      hitFrequencyPercent: '45.3982',
      netWinFrequencyPercent: '21.5027',
      maxWinTimesBet: '450',
    });
  });

  it('tells its page the lines, the pays, the pearl prizes and where pearls and rabbit land', () => {
    const { rules } = moonRabbitGame.info;
    expect(rules.lines).toEqual(moonRabbit.lines);
    expect(rules.symbols.find((symbol) => symbol.id === 'moon')).toEqual({
      id: 'moon',
      role: 'wild',
      pays: { three: 50, four: 250 },
    });
    expect(rules.symbols.find((symbol) => symbol.id === 'rabbit')).toMatchObject({
      role: 'collector',
      pays: null,
    });
    expect(rules.pearlPrizes.map((prize) => prize.chancePercent)).toEqual([
      '50.00',
      '28.00',
      '12.00',
      '6.00',
      '3.00',
      '1.00',
    ]);
    expect(rules.pearlPrizes.at(-1)?.timesBet).toEqual({ numerator: 50, denominator: 1 });
    expect(rules.pearlReels).toEqual([0, 1, 2]);
    expect(rules.collectorReel).toBe(3);
  });

  it('plays from the seeds with the line bet, a tenth of the total bet', () => {
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'moon-player', nonce: 4 };
    const outcome = moonRabbitGame.play(seeds, 500);
    expect(outcome).toEqual(
      spinMoonRabbit(moonRabbit, outcomeStream(seeds.serverSeed, seeds.clientSeed, 4), 50),
    );
    expect(outcome.totalBetMinor).toBe(500);
    expect(isPlayableBet(moonRabbitGame, 500)).toBe(true);
    expect(isPlayableBet(moonRabbitGame, 505)).toBe(false);
  });

  it("replays the README's worked example: the rabbit collects four pearls, 6.5 total bets", () => {
    const outcome = moonRabbitGame.play(
      {
        serverSeed: '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f',
        clientSeed: 'moon-player',
        nonce: 11,
      },
      100,
    );
    expect(outcome.lineWins).toEqual([]);
    expect(outcome.pearls.map((pearl) => pearl.valueMinor)).toEqual([500, 50, 50, 50]);
    expect(outcome.collect).toMatchObject({ collected: true, winMinor: 650 });
    expect(outcome.totalWinMinor).toBe(650);
  });

  it('is a playable game, no longer coming soon', () => {
    expect(findPlayableGame(66123)).toBe(moonRabbitGame);
    expect(isComingSoon(66123)).toBe(false);
  });
});
