/**
 * The channel the `session_ended` trigger raises when a player's session ends: its id, or `*` for
 * every session. The auth module listens on it to forget cached sessions at once.
 */
export const sessionEndedChannel = 'session_ended';
