import type { z } from 'zod';
import { checkCallBody, describeBodyRefusal } from '@sorte/contracts';
import { PageError } from '../page-api/page-error';

/**
 * A page call's body through the shared gate of `@sorte/contracts` (a JSON object, no U+0000 in
 * any text, the call's schema), so nothing a page sends reaches the database unchecked.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const checked = checkCallBody(schema, body);
  if (checked.ok) return checked.body;
  throw new PageError('bad_request', 400, describeBodyRefusal(checked.refusal));
}
