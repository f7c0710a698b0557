/** Maps each reel of a fixed-length tuple, keeping its length in the type (3 reels stay 3). */
export function mapReels<Reels extends readonly unknown[], Out>(
  reels: Reels,
  map: (reel: Reels[number], index: number) => Out,
): { readonly [Reel in keyof Reels]: Out } {
  return reels.map(map) as { readonly [Reel in keyof Reels]: Out };
}
