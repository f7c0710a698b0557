import { signPspHeader } from '@sorte/contracts/signing';
import { pspSignatureHeader } from '@sorte/contracts';

export type SendResult =
  | { delivered: true; statusCode: number }
  | { delivered: false; statusCode: number | null; error: string };

/**
 * One delivery attempt: POSTs the stored body to the casino with a signature made now (a retry
 * hours later must not carry a stale timestamp). Only a 2xx counts; a redirect is a failure,
 * because following it would post the casino's money events wherever it points.
 */
export async function sendWebhook(options: {
  url: string;
  body: string;
  secret: string;
  nowMs: number;
  timeoutMs: number;
}): Promise<SendResult> {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [pspSignatureHeader]: signPspHeader(options.secret, options.body, options.nowMs),
      },
      body: options.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The answer's body means nothing to us; dropping it frees the connection.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) {
      return { delivered: true, statusCode: response.status };
    }
    return { delivered: false, statusCode: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { delivered: false, statusCode: null, error: message.slice(0, 500) };
  }
}
