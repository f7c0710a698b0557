/** Seed §5: players who arrive through these channels see the 18+ setup as soon as they are in. */
const startupChannelMarkers = ['kk', 'ks', 'kw'];

/**
 * A marker counts as a parameter's name (`?kk=1`) or value (`?channel=kk`). Everybody completes
 * the setup before the first deposit or game (PRODUCT.md §3.3); the markers only decide whether it
 * opens at start-up, once logged in (`use-startup-sequence.ts`).
 */
export function hasStartupAgeGateMarker(search: string): boolean {
  for (const [name, value] of new URLSearchParams(search)) {
    if (startupChannelMarkers.includes(name) || startupChannelMarkers.includes(value)) return true;
  }
  return false;
}
