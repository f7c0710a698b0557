import type { CallData, login } from '@sorte/contracts';

type LoginData = CallData<typeof login>;

/** A JSON answer in the api's envelope, as `fetch` would resolve it. */
export function envelope(
  data: unknown,
  overrides: Partial<Record<'success' | 'msg' | 'msgCode', unknown>> = {},
) {
  return new Response(
    JSON.stringify({ success: true, msg: 'OK', msgCode: 'ok', data, ...overrides }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );
}

export function failure(msg: string, msgCode: string, status = 400) {
  return new Response(JSON.stringify({ success: false, msg, msgCode, data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function loginData(overrides: Partial<LoginData> = {}): LoginData {
  return {
    nick: 'Sorte42',
    gold: 0,
    headUrl: '',
    userId: 42,
    token: 'token-42',
    username: '',
    email: '',
    language: 'pt-BR',
    currency: 'BRL',
    market: 'BR',
    utype: 1,
    externalId: 'external-42',
    isRegister: 1,
    reportFbFlag: 0,
    previousLoginAt: null,
    tokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  };
}

export function accountInfoData(accountGold: number, currency = 'BRL') {
  return {
    result: {
      accountGold,
      currency,
      cryptoRate: '0',
      gameActivityFlag: 0,
      charge10Flag: 0,
      charge20TotalNum: 0,
      processOrderId: null,
      payType: null,
      reloginFlag: 0,
      withdrawNoticeInfo: [],
      preTaskFlag: 0,
      wageringRemainingMinor: 0,
    },
  };
}

/** A fetch whose answer the test decides later, to look at the screen while a call is in flight. */
export function deferredFetch() {
  let answer: (response: Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const pending = new Promise<Response>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return {
    fetch: () => pending,
    answer: (response: Response) => answer(response),
    fail: (error: Error) => fail(error),
  };
}
