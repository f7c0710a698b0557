import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, newDeviceId, useTestApp } from '../../../test/helper';
import { deliverWebhook, testPspSecret } from '../../../test/payment-provider';
import { payoutEvent, readyToWithdraw, requestWithdrawal } from '../../../test/withdrawals';

const context = useTestApp({
  PSP_URL: 'http://127.0.0.1:9',
  PSP_SECRET: testPspSecret,
  PAYOUT_SEND_INTERVAL_MS: '600000',
});

async function profileOf(token: string) {
  const response = await call(context.app, '/v1/bus/playerProfile', {}, token);
  expect(response.json().success, response.body).toBe(true);
  return response.json().data;
}

describe('the profile', () => {
  it('shows a new guest in their market’s language and money, VIP0, nothing bound, a first visit', async () => {
    const player = await loginAsGuest(context.app, { market: 'MX' });
    expect(await profileOf(player.token)).toMatchObject({
      userId: player.userId,
      nick: `Sorte${player.userId}`,
      market: 'MX',
      language: 'es',
      currency: 'MXN',
      vipLevel: 0,
      wageringRemainingMinor: 0,
      depositedMinor: 0,
      withdrawnMinor: 0,
      netDepositsMinor: 0,
      previousLoginAt: null,
      credentials: { bound: false, phone: null, email: null },
    });
  });

  it('counts net deposits as paid deposits minus paid withdrawals, with the level they reach', async () => {
    const player = await readyToWithdraw(context, 20_000);
    const order = (await requestWithdrawal(context.app, player, 5_000)).json().data.order;
    // Until it is paid, a withdrawal has not left: it may still come back.
    expect(await profileOf(player.token)).toMatchObject({
      depositedMinor: 1000,
      withdrawnMinor: 0,
      netDepositsMinor: 1000,
      vipLevel: 1,
    });
    const paid = await deliverWebhook(context.app, payoutEvent('payout.paid', order));
    expect(paid.statusCode).toBe(200);
    expect(await profileOf(player.token)).toMatchObject({
      depositedMinor: 1000,
      withdrawnMinor: 5_000,
      netDepositsMinor: -4_000,
    });
  });

  it('shows the sign-in before this one and the credentials bound', async () => {
    const deviceId = newDeviceId();
    await call(context.app, '/user/login', { loginType: 1, deviceId });
    const second = (await call(context.app, '/user/login', { loginType: 1, deviceId })).json().data;
    await call(
      context.app,
      '/user/confirmAge',
      { username: `v${deviceId.slice(0, 10)}`, birthDate: '1991-02-03', termsAccepted: true },
      second.token,
    );
    await call(
      context.app,
      '/v1/bus/bindAccount',
      { password: 'uma senha longa', email: `x${deviceId.slice(0, 6)}@example.com` },
      second.token,
    );
    const profile = await profileOf(second.token);
    expect(profile.previousLoginAt).toBe(second.previousLoginAt);
    expect(profile.username).toBe(`v${deviceId.slice(0, 10)}`);
    expect(profile.credentials).toEqual({
      bound: true,
      phone: null,
      email: `x${deviceId.slice(0, 6)}@example.com`,
    });
  });
});
