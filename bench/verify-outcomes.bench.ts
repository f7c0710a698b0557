// How fast a round is replayed from its seeds, as a player's verification (the game page's
// fairness panel, `/api/verify`) does it: the commitment check (SHA-256 of the revealed server
// seed) and the outcome from HMAC-SHA256(serverSeed, clientSeed:nonce:k), per game, on one core.
// Figures only: nothing here passes or fails on speed.
import {
  goldenOx,
  hashServerSeed,
  hmacSha256,
  luckyTiger,
  moonRabbit,
  outcomeStream,
  spinGoldenOx,
  spinLuckyTiger,
  spinMoonRabbit,
  spinTeenPatti,
  teenPatti,
} from '@sorte/slots';
import type { SpinOutcome, UniformIntSource } from '@sorte/slots';
import { writeResult } from './support';

const serverSeed = '8f3c2a9d4e5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f';
const clientSeed = 'bench-player';
const key = new TextEncoder().encode(serverSeed);
const message = new TextEncoder().encode(`${clientSeed}:1:0`);

/** Runs body over and over for about durationMs after a warm-up; answers calls per second. */
function perSecond(body: (index: number) => unknown, durationMs = 1500): number {
  let sink = 0;
  for (let index = 0; index < 20_000; index += 1) sink += body(index) === undefined ? 0 : 1;
  let calls = 0;
  const startedMs = performance.now();
  let elapsedMs = 0;
  while (elapsedMs < durationMs) {
    for (let index = 0; index < 1000; index += 1) sink += body(calls + index) === undefined ? 0 : 1;
    calls += 1000;
    elapsedMs = performance.now() - startedMs;
  }
  if (sink < 0) console.log(sink);
  return Math.round((calls / elapsedMs) * 1000);
}

const replay =
  (spin: (rng: UniformIntSource) => SpinOutcome) =>
  (nonce: number): SpinOutcome =>
    spin(outcomeStream(serverSeed, clientSeed, nonce));

const figures = {
  sha256CommitmentsPerSecond: perSecond(() => hashServerSeed(serverSeed)),
  hmacBlocksPerSecond: perSecond(() => hmacSha256(key, message)),
  outcomesPerSecond: {
    luckyTiger: perSecond(replay((rng) => spinLuckyTiger(luckyTiger, rng, 10))),
    goldenOx: perSecond(replay((rng) => spinGoldenOx(goldenOx, rng, 10))),
    moonRabbit: perSecond(replay((rng) => spinMoonRabbit(moonRabbit, rng, 100))),
    teenPatti: perSecond(replay((rng) => spinTeenPatti(teenPatti, rng, 100))),
  },
};

console.log(`SHA-256 commitments: ${figures.sha256CommitmentsPerSecond.toLocaleString('en')}/s`);
console.log(`HMAC-SHA256 blocks: ${figures.hmacBlocksPerSecond.toLocaleString('en')}/s`);
for (const [game, rate] of Object.entries(figures.outcomesPerSecond)) {
  console.log(`${game} outcomes replayed: ${rate.toLocaleString('en')}/s`);
}
writeResult('verify-outcomes', figures);
