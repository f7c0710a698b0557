import type { z } from 'zod';
import { PageError } from '../page-api/page-error';

export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const detail = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body';
  throw new PageError('bad_request', 400, detail);
}
