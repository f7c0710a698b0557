import { describe, expect, it } from 'vitest';
import { hashServerSeed, luckyTiger, outcomeStream, spinLuckyTiger } from '@sorte/slots';
import { PageError } from '../page-api/page-error';
import { verifyOutcome } from './verify-outcome';

const serverSeed = 'a'.repeat(64);
const round = { gameId: 66121, serverSeed, clientSeed: 'player-seed', nonce: 7, betMinor: 100 };

describe('verifyOutcome', () => {
  it('replays the spin the seeds and nonce give, at the round bet', () => {
    const verified = verifyOutcome(round);
    expect(verified.serverSeedHash).toBe(hashServerSeed(serverSeed));
    expect(verified.outcome).toEqual(
      spinLuckyTiger(luckyTiger, outcomeStream(serverSeed, 'player-seed', 7), 20),
    );
    expect(verified.outcome.totalBetMinor).toBe(100);
  });

  it('gives another commitment and another spin for a tampered seed', () => {
    const tampered = verifyOutcome({ ...round, serverSeed: `b${serverSeed.slice(1)}` });
    const genuine = verifyOutcome(round);
    expect(tampered.serverSeedHash).not.toBe(genuine.serverSeedHash);
    if (!('stops' in tampered.outcome && 'stops' in genuine.outcome)) {
      throw new Error('game 66121 plays reel stops');
    }
    expect(tampered.outcome.stops).not.toEqual(genuine.outcome.stops);
  });

  it('refuses seeds that are not seeds and games it does not play', () => {
    expect(() => verifyOutcome({ ...round, serverSeed: 'short' })).toThrow(PageError);
    expect(() => verifyOutcome({ ...round, clientSeed: 'has space' })).toThrow(PageError);
    expect(() => verifyOutcome({ ...round, gameId: 12345 })).toThrow(PageError);
    expect(() => verifyOutcome({ ...round, betMinor: 101 })).toThrow(PageError);
  });
});
