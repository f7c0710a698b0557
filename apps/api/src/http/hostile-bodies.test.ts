import { describe, expect, it } from 'vitest';
import { opsCalls, playerCalls } from '@sorte/contracts';
import { bodyWithValueAt, textFieldPaths } from '@sorte/contracts/test-support';
import { databaseSnapshot } from '../../test/database-snapshot';
import { call, loginAsGuest, useTestApp } from '../../test/helper';
import { rawCall, signedCalls } from '../../test/hostile-client';
import { testPspSecret } from '../../test/payment-provider';
import { signInStaff } from '../../test/withdrawals';

const context = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '10000', PSP_SECRET: testPspSecret });

/** Bodies that are JSON but not an object; `null` was once read as `{}`. */
const notObjects = ['null', '[]', '"x"', '123'];

describe('a hostile client, refused at the boundary of every call', () => {
  it('refuses U+0000 in every text field of every player and operator call, naming it, and writes nothing', async () => {
    const player = await loginAsGuest(context.app);
    const staffToken = await signInStaff(context);
    const before = await databaseSnapshot(context.database.db);
    let checked = 0;
    for (const playerCall of [...playerCalls, ...opsCalls]) {
      const credentials: Record<string, string> = playerCall.path.startsWith('/ops/')
        ? { authorization: `Bearer ${staffToken}` }
        : { 'access-token': player.token };
      for (const field of textFieldPaths(playerCall.body)) {
        const body = bodyWithValueAt(field, 'ab\u0000cd');
        const response = await rawCall(
          context.app,
          playerCall.path,
          JSON.stringify(body),
          credentials,
        );
        const where = `${playerCall.path} ${field.join('.')}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({ success: false, msgCode: 'bad_request' });
        expect(response.json().msg, where).toContain(`(${field.join('.')}: `);
        expect(response.json().msg, where).toContain('U+0000');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });

  it('refuses a body that is not a JSON object on every player and operator call, and writes nothing', async () => {
    const player = await loginAsGuest(context.app);
    const staffToken = await signInStaff(context);
    const before = await databaseSnapshot(context.database.db);
    for (const playerCall of [...playerCalls, ...opsCalls]) {
      const credentials: Record<string, string> = playerCall.path.startsWith('/ops/')
        ? { authorization: `Bearer ${staffToken}` }
        : { 'access-token': player.token };
      for (const rawBody of notObjects) {
        const response = await rawCall(context.app, playerCall.path, rawBody, credentials);
        const where = `${playerCall.path} ${rawBody}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({ success: false, msgCode: 'bad_request' });
        expect(response.json().msg, where).toContain('(body: ');
      }
    }
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
    // `null` sent to /user/logout once ended the session: it is still alive.
    const account = await call(context.app, '/v1/bus/accountInfo', {}, player.token);
    expect(account.json()).toMatchObject({ success: true });
  });

  it('refuses U+0000 and bodies that are not objects on the signed wallet and webhook calls', async () => {
    await loginAsGuest(context.app);
    const before = await databaseSnapshot(context.database.db);
    for (const { path, schema, sign } of signedCalls) {
      const fields = textFieldPaths(schema);
      expect(fields.length, path).toBeGreaterThan(1);
      for (const field of fields) {
        const rawBody = JSON.stringify(bodyWithValueAt(field, 'ab\u0000cd'));
        const response = await rawCall(context.app, path, rawBody, sign(rawBody));
        const where = `${path} ${field.join('.')}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.body, where).toContain(`${field.join('.')}: contains U+0000`);
      }
      for (const rawBody of notObjects) {
        const response = await rawCall(context.app, path, rawBody, sign(rawBody));
        expect(response.statusCode, `${path} ${rawBody}`).toBe(400);
        expect(response.body, `${path} ${rawBody}`).toContain('must be a JSON object');
      }
    }
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });

  it('answers the report that once reached the database with a NUL as bad input, not a 500', async () => {
    const player = await loginAsGuest(context.app);
    const report = { reportStatus: 2, orderIds: ['ORDER1'] };
    const clean = await call(
      context.app,
      '/v1/bus/updateFbRechargeRecords',
      { ...report, errorCode: 'pixel_timeout' },
      player.token,
    );
    expect(clean.json()).toMatchObject({ success: true });
    const hostile = await call(
      context.app,
      '/v1/bus/updateFbRechargeRecords',
      { ...report, errorCode: 'pixel\u0000timeout' },
      player.token,
    );
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({ success: false, msgCode: 'bad_request' });
  });

  it('refuses an address that decodes to a NUL character before any route reads it', async () => {
    for (const url of ['/v1/bus/accountInfo%00', '/game/rounds?x=%00', '/assets/a%00.js']) {
      const response = await context.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, msgCode: 'bad_request' });
    }
  });
});
