/**
 * An expected refusal, answered as `{ error: { code, message } }` with its HTTP status. The code
 * is stable for machines; the message is for the developer integrating the provider.
 */
export class PspError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PspError';
  }
}
