import type { z } from 'zod';

/**
 * Why a body was refused before any of it was used:
 * - `not_an_object`: every call takes a JSON object; `null`, `[]`, `"x"` and `123` are not one
 *   (even for a call whose fields are all optional, so `null` is never read as `{}`);
 * - `nul_character`: a text (a value or a key) holds U+0000, which PostgreSQL cannot store in
 *   text: refused here, for every field of every call, so none reaches the database;
 * - `invalid`: the call's own schema refused it (the first problem it found).
 * `path` names the field (`reason`, `destination.account`, `list.0`), or `body` for the whole.
 */
export type BodyRefusal =
  | { reason: 'not_an_object'; path: 'body' }
  | { reason: 'nul_character'; path: string }
  | { reason: 'invalid'; path: string; detail: string };

export type CheckedBody<Body> = { ok: true; body: Body } | { ok: false; refusal: BodyRefusal };

const pathText = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? 'body' : path.map(String).join('.');

interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return pathText(path);
}

/**
 * Where the first text holding U+0000 sits in a parsed JSON value, or null. Keys count as text
 * too. Walked with a stack of its own and parent links, so a deeply nested body can neither
 * overflow the call stack nor make the walk copy its path at every level.
 */
export function findNulCharacter(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    const isList = Array.isArray(visit.value);
    for (const [key, inner] of Object.entries(visit.value)) {
      const child: Visit = { value: inner, key: isList ? Number(key) : key, parent: visit };
      if (key.includes('\u0000')) return pathOf(child);
      pending.push(child);
    }
  }
  return null;
}

/**
 * The one gate every call's body passes before anything reads it (player, operator, wallet and
 * webhook calls alike): a JSON object, with no U+0000 in any text, that the call's schema
 * accepts. A request that sent no body at all is read as `{}`; a JSON `null` is not.
 */
export function checkCallBody<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
): CheckedBody<z.output<Schema>> {
  const body = raw === undefined ? {} : raw;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, refusal: { reason: 'not_an_object', path: 'body' } };
  }
  const nulAt = findNulCharacter(body);
  if (nulAt !== null) return { ok: false, refusal: { reason: 'nul_character', path: nulAt } };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    refusal: {
      reason: 'invalid',
      path: pathText(issue?.path ?? []),
      detail: issue?.message ?? 'invalid',
    },
  };
}

/**
 * A refusal in the words of a server-to-server protocol (wallet, webhooks, the providers' APIs),
 * whose callers are programs reading English; players read their own language from the api.
 */
export function describeBodyRefusal(refusal: BodyRefusal): string {
  switch (refusal.reason) {
    case 'not_an_object':
      return 'body: must be a JSON object';
    case 'nul_character':
      return `${refusal.path}: contains U+0000, which no text may hold`;
    case 'invalid':
      return `${refusal.path}: ${refusal.detail}`;
  }
}
