/** A session's last call is written at most this often, so staying active costs one write a minute. */
export const lastSeenWriteEveryMs = 60_000;

/**
 * Under a profile that logs players out after idle minutes (br-regulated: 30), whether a session
 * has gone idle, needs its last call written down, or is fresh. Pure.
 */
export function decideIdleSession(input: {
  lastSeenAtMs: number;
  idleLogoutMinutes: number | null;
  nowMs: number;
}): 'idle' | 'touch' | 'fresh' {
  if (input.idleLogoutMinutes === null) return 'fresh';
  if (input.nowMs - input.lastSeenAtMs >= input.idleLogoutMinutes * 60_000) return 'idle';
  return input.nowMs - input.lastSeenAtMs >= lastSeenWriteEveryMs ? 'touch' : 'fresh';
}
