import type { MsgCode } from '@sorte/contracts';

/**
 * An expected refusal (bad input, expired token, limit reached): answered with the envelope and a
 * 4xx status, never logged as a fault.
 */
export class PlayerError extends Error {
  constructor(
    readonly msgCode: MsgCode,
    readonly statusCode: number,
    /** Detail for the player, already in their language; the catalogue text is used if absent. */
    readonly detail?: string,
  ) {
    super(msgCode);
    this.name = 'PlayerError';
  }
}
