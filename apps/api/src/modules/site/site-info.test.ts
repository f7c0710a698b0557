import { describe, expect, it } from 'vitest';
import { exampleOperatorIdentity } from '@sorte/markets';
import { call, createTestClock, loginAsGuest, newDeviceId, useTestApp } from '../../../test/helper';

const production = useTestApp({
  MARKET_HOSTS: 'sorte.com.br=BR,sorte.com.ph=PH,sorte.mx=MX',
  CLIENT_OVERRIDES: 'ignore',
  OPERATOR_COMPANY: 'Sorte Jogos Ltda.',
  OPERATOR_REGISTRATION: 'CNPJ 12.345.678/0001-90',
  OPERATOR_LICENCE: 'SPA/MF 0000/2025',
  OPERATOR_SUPPORT_EMAIL: 'ajuda@sorte.com.br',
  OPERATOR_OMBUDSMAN: 'ouvidoria@sorte.com.br',
  TRACKING_META_PIXEL_MX: '123456789012345',
});

function site(host: string, body: Record<string, unknown> = {}, token?: string) {
  return production.app.inject({
    method: 'POST',
    url: '/user/siteInfo',
    headers: { host, ...(token ? { 'access-token': token } : {}) },
    payload: body,
  });
}

function loginOn(host: string, body: Record<string, unknown>) {
  return production.app.inject({
    method: 'POST',
    url: '/user/login',
    headers: { host },
    payload: body,
  });
}

describe('the market the server decides', () => {
  it('serves a new visitor the market of the address, with its language, currency and duties', async () => {
    const ph = (await site('sorte.com.ph')).json();
    expect(ph).toMatchObject({
      success: true,
      data: {
        market: 'PH',
        language: 'en',
        currency: 'PHP',
        marketSource: 'host',
        sessionEnded: null,
        clientOverridesAllowed: false,
        profile: { id: 'ph-pagcor', minimumAge: 21 },
      },
    });
    expect((await site('sorte.mx:443')).json().data).toMatchObject({
      market: 'MX',
      language: 'es',
    });
    expect((await site('sorte.com.br')).json().data.profile).toMatchObject({
      id: 'default',
      riskWarningAtSignIn: false,
      nationalSelfExclusionUrl: null,
    });
  });

  it('offers a market its configured advertising providers, and the others none', async () => {
    const mx = await site('sorte.mx');
    expect(mx.json().data.tracking).toEqual({
      providers: [{ kind: 'meta-pixel', id: '123456789012345' }],
    });
    expect((await site('sorte.com.br')).json().data.tracking).toEqual({ providers: [] });
    // The provider's script and reports may pass the Content-Security-Policy; nothing else new.
    const policy = String(mx.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://connect.facebook.net;");
    expect(policy).toContain(
      "connect-src 'self' https://www.facebook.com https://connect.facebook.net;",
    );
  });

  it('ignores a forged market where overrides are off, on the site answer and at login', async () => {
    expect((await site('sorte.com.br', { market: 'PH' })).json().data.market).toBe('BR');
    const login = await loginOn('sorte.com.br', {
      loginType: 1,
      deviceId: newDeviceId(),
      market: 'MX',
    });
    expect(login.json().data).toMatchObject({ market: 'BR', currency: 'BRL', language: 'pt-BR' });
  });

  it('serves an account its own market from any address, tab or device, for good', async () => {
    const deviceId = newDeviceId();
    const created = (await loginOn('sorte.com.ph', { loginType: 1, deviceId })).json().data;
    expect(created.market).toBe('PH');
    // The same device opens the Brazilian address in a new tab: still the Philippine account.
    const again = (await loginOn('sorte.com.br', { loginType: 1, deviceId, market: 'BR' })).json()
      .data;
    expect(again).toMatchObject({ userId: created.userId, market: 'PH', currency: 'PHP' });
    const answer = (await site('sorte.com.br', { market: 'BR' }, again.token)).json().data;
    expect(answer).toMatchObject({ market: 'PH', currency: 'PHP', marketSource: 'account' });
    expect(answer.profile.minimumAge).toBe(21);

    // Every later answer follows the account: PAGCOR's age, exclusion periods and pesos.
    const tooYoung = await call(
      production.app,
      '/user/confirmAge',
      { username: `u${created.userId}`, birthDate: '2006-01-01', termsAccepted: true },
      again.token,
    );
    expect(tooYoung.json()).toMatchObject({ success: false, msgCode: 'under_age' });
    const protection = (await call(production.app, '/v1/bus/protection', {}, again.token)).json();
    expect(protection.data.selfExclusionDays).toEqual([184, 366, 1827]);
    const amounts = (await call(production.app, '/charge/amount/list', {}, again.token)).json();
    expect(amounts.data).toMatchObject({ currency: 'PHP', method: 'ewallet' });
  });

  it('answers an ended session with the address’s market and says the session ended', async () => {
    const player = await loginAsGuest(production.app);
    await call(production.app, '/user/logout', {}, player.token);
    const answer = (await site('sorte.com.ph', {}, player.token)).json().data;
    expect(answer).toMatchObject({ market: 'PH', marketSource: 'host', sessionEnded: 'ended' });
  });

  it('shows the operator’s identity from configuration', async () => {
    expect((await site('sorte.com.br')).json().data.operator).toEqual({
      company: 'Sorte Jogos Ltda.',
      registration: 'CNPJ 12.345.678/0001-90',
      licence: 'SPA/MF 0000/2025',
      supportEmail: 'ajuda@sorte.com.br',
      ombudsmanContact: 'ouvidoria@sorte.com.br',
    });
  });

  it('refuses a blocked jurisdiction before saying anything, in the visitor’s language where it can', async () => {
    const blocked = await production.app.inject({
      method: 'POST',
      url: '/user/siteInfo',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,es;q=0.8' },
      payload: {},
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ success: false, msgCode: 'region_blocked', data: null });
    expect(blocked.json().msg).toBe('Sorte no está disponible en tu región.');
  });
});

const development = useTestApp();

describe('the development override', () => {
  it('lets ?market= choose a new visitor’s market outside production, and says so', async () => {
    const answer = await development.app.inject({
      method: 'POST',
      url: '/user/siteInfo',
      headers: { host: 'localhost:8080' },
      payload: { market: 'MX' },
    });
    expect(answer.json().data).toMatchObject({
      market: 'MX',
      marketSource: 'override',
      clientOverridesAllowed: true,
      operator: { company: exampleOperatorIdentity.company },
    });
  });
});

const clock = createTestClock();
const regulated = useTestApp({ COMPLIANCE_PROFILE_BR: 'br-regulated' }, { clock });

describe('the duties of br-regulated', () => {
  it('are what the app is told to show: limits at sign-up, idle logout, risk warning, the national service', async () => {
    const answer = (await call(regulated.app, '/user/siteInfo', {})).json().data;
    expect(answer.profile).toEqual({
      id: 'br-regulated',
      minimumAge: 18,
      advanceBonusesAllowed: false,
      limitsRequiredAtRegistration: true,
      idleLogoutMinutes: 30,
      ownCpfPayoutsOnly: true,
      payoutDeadlineMinutes: 120,
      riskWarningAtSignIn: true,
      nationalSelfExclusionUrl: 'https://www.gov.br/autoexclusaoapostas',
      netDepositsOnProfile: true,
    });
  });

  it('says a session ended for inactivity when the app comes back after 30 minutes', async () => {
    const player = await loginAsGuest(regulated.app);
    clock.advance(31 * 60_000);
    const answer = (await call(regulated.app, '/user/siteInfo', {}, player.token)).json().data;
    expect(answer).toMatchObject({ market: 'BR', sessionEnded: 'idle' });
  });

  it('cannot be skipped by a forged body: no launch or deposit before the limits are chosen', async () => {
    const player = await loginAsGuest(regulated.app);
    for (const [path, body] of [
      ['/game/joinGame', { gameId: 66121, limitsChosen: true }],
      ['/charge/create/order', { amount: 1000, profile: 'default' }],
      ['/v1/bus/accountInfo', { market: 'PH' }],
    ] as const) {
      const forged = await call(regulated.app, path, body, player.token);
      expect(forged.statusCode, path).toBe(400);
      expect(forged.json().msgCode).toBe('bad_request');
    }
    for (const [path, body] of [
      ['/game/joinGame', { gameId: 66121 }],
      ['/charge/create/order', { amount: 1000 }],
    ] as const) {
      const refused = await call(regulated.app, path, body, player.token);
      expect(refused.json(), path).toMatchObject({ success: false, msgCode: 'limits_required' });
    }
  });
});
