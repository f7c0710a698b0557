import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { opsCalls } from '../ops-calls';
import { pspWebhookEvent } from '../payments';
import { playerCalls } from '../player-calls';
import { bodyWithValueAt, textFieldPaths } from '../test-support/text-fields';
import {
  walletBalanceBody,
  walletBetBody,
  walletPlayBody,
  walletRollbackBody,
  walletWinBody,
} from '../wallet';
import { checkCallBody, findNulCharacter } from './check-call-body';

/** Every body the product accepts from outside: player, operator, wallet and webhook calls. */
const bodies: [string, z.ZodType][] = [
  ...[...playerCalls, ...opsCalls].map((call): [string, z.ZodType] => [call.path, call.body]),
  ['/wallet/balance', walletBalanceBody],
  ['/wallet/bet', walletBetBody],
  ['/wallet/win', walletWinBody],
  ['/wallet/play', walletPlayBody],
  ['/wallet/rollback', walletRollbackBody],
  ['/webhooks/psp', pspWebhookEvent],
];

const textFields = bodies.flatMap(([path, schema]) =>
  textFieldPaths(schema).map((field) => ({ path, schema, field })),
);

describe('the shared gate every body passes', () => {
  it('finds the text fields in the schemas themselves', () => {
    // Read from the schemas: a new text field is tested the day it is added.
    expect(textFields.length).toBeGreaterThan(50);
    expect(textFields.map(({ path, field }) => `${path} ${field.join('.')}`)).toEqual(
      expect.arrayContaining([
        '/user/login deviceId',
        '/v1/bus/updateFbRechargeRecords errorCode',
        '/v1/bus/updateFbRechargeRecords orderIds.0',
        '/ops/withdrawals/reject reason',
        '/wallet/bet transactionId',
        '/wallet/play win.transactionId',
        '/webhooks/psp data.failureReason',
      ]),
    );
  });

  it.each(
    textFields.map(({ path, schema, field }) => [`${path} ${field.join('.')}`, schema, field]),
  )('refuses U+0000 in %s, naming the field', (_name, schema, field) => {
    const checked = checkCallBody(schema as z.ZodType, bodyWithValueAt(field, 'ab\u0000cd'));
    expect(checked).toEqual({
      ok: false,
      refusal: { reason: 'nul_character', path: field.join('.') },
    });
  });

  it.each(bodies)('refuses a body of %s that is not a JSON object', (_path, schema) => {
    for (const raw of [null, [], ['a'], 'x', '', 123, 0, true, false]) {
      expect(checkCallBody(schema, raw), JSON.stringify(raw)).toEqual({
        ok: false,
        refusal: { reason: 'not_an_object', path: 'body' },
      });
    }
  });

  it('reads no body at all as an empty object, so an all-optional call still works', () => {
    const allOptional = z.object({ note: z.string().optional() }).strict();
    expect(checkCallBody(allOptional, undefined)).toEqual({ ok: true, body: {} });
    expect(checkCallBody(allOptional, null)).toMatchObject({ ok: false });
  });

  it('refuses U+0000 in a key, and anywhere in a list or a nested object', () => {
    expect(findNulCharacter({ ['na\u0000me']: 'x' })).toBe('na\u0000me');
    expect(findNulCharacter({ list: ['ok', { deep: ['fine', 'no\u0000'] }] })).toBe(
      'list.1.deep.1',
    );
    expect(findNulCharacter({ text: 'ordinary words, ç, 漢字, 🎰' })).toBeNull();
    expect(findNulCharacter({ text: 'a visible \\u0000 escape is text' })).toBeNull();
  });

  it('walks a body nested a hundred thousand deep without running out of stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findNulCharacter({ deep })).toMatch(/^deep(\.0)+$/);
  });

  it('hands a clean body to the call schema, which names its first problem', () => {
    const schema = z.object({ amount: z.number().int() }).strict();
    expect(checkCallBody(schema, { amount: 5 })).toEqual({ ok: true, body: { amount: 5 } });
    expect(checkCallBody(schema, { amount: 'five' })).toMatchObject({
      ok: false,
      refusal: { reason: 'invalid', path: 'amount' },
    });
  });
});
