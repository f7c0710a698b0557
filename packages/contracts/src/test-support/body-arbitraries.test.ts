import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { opsCalls, playerCalls, pspWebhookEvent, walletBetBody } from '../index';
import { checkCallBody } from '../body/check-call-body';
import { fieldsOf, hostileBody, hostileJson, validBody, withValueAt } from './body-arbitraries';

const seed = 20261127;

/** Every body schema the api takes, player and operator calls, the wallet and the webhook. */
const schemas: { name: string; schema: z.ZodType }[] = [
  ...[...playerCalls, ...opsCalls].map((call) => ({ name: call.path, schema: call.body })),
  { name: '/wallet/bet', schema: walletBetBody },
  { name: '/webhooks/psp', schema: pspWebhookEvent },
];

describe('bodies generated from a call schema', () => {
  it('draws valid bodies the schema accepts, for every call', () => {
    for (const { name, schema } of schemas) {
      fc.assert(
        fc.property(validBody(schema), (body) => {
          expect(schema.safeParse(body).success, name).toBe(true);
        }),
        { seed, numRuns: 20 },
      );
    }
  });

  it('walks every kind the contracts use: bounds, patterns, enums, unions, nullables, lists', () => {
    const schema = z
      .object({
        code: z.string().regex(/^[A-Z]{3}$/),
        note: z.string().trim().min(3).max(10),
        amount: z.number().int().min(1).max(100),
        ratio: z.number().gt(0).lt(1),
        kind: z.enum(['a', 'b']),
        tag: z.literal('x'),
        when: z.iso.datetime().nullable(),
        list: z.array(z.boolean()).min(1).max(2).readonly(),
        either: z.union([z.object({ n: z.number() }).strict(), z.string()]),
        later: z.string().optional(),
      })
      .strict();
    const drawn = fc.sample(validValueOf(schema), { seed, numRuns: 200 });
    expect(drawn.every((body) => schema.safeParse(body).success)).toBe(true);
    // Optional keys are sometimes there and sometimes not.
    expect(drawn.some((body) => 'later' in body)).toBe(true);
    expect(drawn.some((body) => !('later' in body))).toBe(true);
    expect(fieldsOf(schema).map(({ path }) => path.join('.'))).toEqual(
      expect.arrayContaining(['', 'code', 'when', 'list', 'list.0', 'either', 'either.n', 'later']),
    );
  });

  it('draws hostile bodies the schema mostly refuses, of every kind', () => {
    let refused = 0;
    let drawn = 0;
    for (const { schema } of schemas) {
      for (const body of fc.sample(hostileBody(schema), { seed, numRuns: 30 })) {
        drawn += 1;
        // Through the shared gate, as the api reads a body: U+0000 is refused before the schema.
        const parsed = JSON.parse(JSON.stringify(body) ?? 'null');
        if (!checkCallBody(schema, parsed).ok) refused += 1;
      }
    }
    // Some are accepted on purpose: a free text takes SQL-looking words and odd unicode.
    expect(refused / drawn).toBeGreaterThan(0.75);
    expect(refused / drawn).toBeLessThan(1);
  });

  it('writes the JSON a serializer never would, and it is refused or read as the schema says', () => {
    const samples = fc.sample(hostileJson(walletBetBody), { seed, numRuns: 500 });
    expect(samples.some((json) => json.includes('1e999') || json.includes('1E400'))).toBe(true);
    expect(samples.some((json) => json.startsWith('\uFEFF'))).toBe(true);
    expect(samples.some((json) => /"(\w+)":"shadowed","\1":/.test(json))).toBe(true);
    expect(samples.some((json) => json.includes('"__proto__"'))).toBe(true);
    for (const json of samples) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        continue;
      }
      const checked = checkCallBody(walletBetBody, parsed);
      if (checked.ok) expect(walletBetBody.safeParse(parsed).success).toBe(true);
    }
  });

  it('sets a value at a path, making the objects and lists on the way, keys such as __proto__ own', () => {
    expect(withValueAt({ a: 1 }, ['b', 0, 'c'], 2)).toEqual({ a: 1, b: [{ c: 2 }] });
    const polluted = withValueAt({}, ['__proto__'], { isAdmin: true });
    expect(JSON.stringify(polluted)).toBe('{"__proto__":{"isAdmin":true}}');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

function validValueOf<Schema extends z.ZodType>(schema: Schema) {
  return validBody(schema) as fc.Arbitrary<Record<string, unknown>>;
}
