/**
 * The channel migration 0006's triggers raise whenever a player's account changes: the player's
 * id, or `*` for every player. It is the database's fact, so it lives here; the account module
 * listens on it.
 */
export const accountChangedChannel = 'account_changed';
