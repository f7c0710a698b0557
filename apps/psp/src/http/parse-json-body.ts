import type { z } from 'zod';
import { PspError } from './psp-error';

/** Validates a parsed body, answering 400 with the first problem found. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const detail = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body';
  throw new PspError('bad_request', 400, detail);
}

/** A signed body arrives as text (the signature covers the bytes); it must be JSON. */
export function parseRawJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    throw new PspError('bad_request', 400, 'body must be JSON');
  }
}
