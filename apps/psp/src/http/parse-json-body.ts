import type { z } from 'zod';
import { checkCallBody, describeBodyRefusal } from '@sorte/contracts';
import { PspError } from './psp-error';

/**
 * Validates a parsed body through the shared gate of `@sorte/contracts` (a JSON object, no U+0000
 * in any text, the call's schema), answering 400 with the first problem found.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const checked = checkCallBody(schema, body);
  if (checked.ok) return checked.body;
  throw new PspError('bad_request', 400, describeBodyRefusal(checked.refusal));
}

/** A signed body arrives as text (the signature covers the bytes); it must be JSON. */
export function parseRawJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    throw new PspError('bad_request', 400, 'body must be JSON');
  }
}
