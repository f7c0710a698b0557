import type { PageErrorAnswer, PageErrorCode } from '../../../src/page-api/answers';

/** A refusal from the game server, or 'network' when it could not be reached at all. */
export class PageApiError extends Error {
  constructor(readonly code: PageErrorCode | 'network') {
    super(code);
    this.name = 'PageApiError';
  }
}

const requestTimeoutMs = 30_000;

/** POSTs JSON to this page's own origin (the CSP allows no other) and returns the answer. */
export async function postJson<Answer>(path: string, body: object): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
      credentials: 'omit',
    });
  } catch {
    throw new PageApiError('network');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new PageApiError(response.ok ? 'internal' : 'network');
  }
  if (!response.ok) {
    const code = (json as Partial<PageErrorAnswer>).error?.code ?? 'internal';
    throw new PageApiError(code);
  }
  return json as Answer;
}
