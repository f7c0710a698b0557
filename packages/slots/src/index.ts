export type { GameIdentity, SlotGame, SpinOutcome } from './slot-game';
export { slotGames } from './games';
export * from './games/lucky-tiger';
export * from './games/golden-ox';
export * from './games/moon-rabbit';
export * from './games/teen-patti';

export { createFastRandom } from './random/fast-random';
export type { UniformIntSource } from './random/uniform-int-source';

export {
  createServerSeed,
  hashServerSeed,
  isServerSeed,
  verifyCommitment,
} from './provably-fair/server-seed';
export { clientSeedLengthMax, createClientSeed, isClientSeed } from './provably-fair/client-seed';
export { outcomeStream } from './provably-fair/outcome-stream';
export { hmacSha256, sha256 } from './provably-fair/hashes';
export type { HmacSha256 } from './provably-fair/hashes';

export { formatPercent } from './par/fraction';
export type { Fraction } from './par/fraction';
export type { ParSheet, ParTable, WinBucket } from './par/par-sheet';
export type { SimulationResult } from './simulation/simulate-spins';
