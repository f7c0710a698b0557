/**
 * A file whose name (or folder) carries a hash of its content never changes at that address, so
 * a browser may keep it for a year without asking again.
 */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * A document that names those files (`index.html`, a game page) must be asked for again each
 * time, so a new build reaches the player on the next load; an unchanged one costs a 304.
 */
export const revalidateCacheControl = 'no-cache';
