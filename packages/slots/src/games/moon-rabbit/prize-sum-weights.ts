import type { CompiledMoonRabbit } from './compile';

/**
 * The exact distribution of the sum of k pearls' prizes, for every k from 0 to pearlsMax:
 * weightsBySum[k] maps a sum (line bets) to the number of prize draw sequences that give it, out
 * of prizeWeightTotal^k. Each pearl's prize is drawn independently, so each k is the previous one
 * convolved with the prize table once more.
 */
export function prizeSumWeights(compiled: CompiledMoonRabbit): ReadonlyMap<number, bigint>[] {
  const { prizeLineBets, prizeCumulativeWeights } = compiled;
  const prizeWeights = Array.from(prizeCumulativeWeights, (cumulative, prize) =>
    BigInt(cumulative - (prizeCumulativeWeights[prize - 1] ?? 0)),
  );
  const weightsBySum: Map<number, bigint>[] = [new Map([[0, 1n]])];
  for (let pearls = 1; pearls <= compiled.pearlsMax; pearls += 1) {
    const previous = weightsBySum[pearls - 1] ?? new Map<number, bigint>();
    const next = new Map<number, bigint>();
    for (const [sum, weight] of previous) {
      prizeLineBets.forEach((lineBets, prize) => {
        const total = sum + lineBets;
        next.set(total, (next.get(total) ?? 0n) + weight * (prizeWeights[prize] ?? 0n));
      });
    }
    weightsBySum.push(next);
  }
  return weightsBySum;
}
