import type { PageErrorCode } from './answers';

/**
 * An expected refusal the page shows to the player (in their language, from the page's own
 * catalogue keyed by code). The message is for developers and logs only.
 */
export class PageError extends Error {
  constructor(
    readonly code: PageErrorCode,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}
