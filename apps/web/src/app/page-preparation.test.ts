// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInCalendarQuery } from '../features/rewards/api/sign-in-calendar';
import { vipInfoQuery } from '../features/rewards/api/vip-info';
import { gameListQuery } from '../features/games/api/game-list';
import { saveLogin } from '../lib/session';
import { writeStored, storageKeys } from '../lib/storage';
import { envelope, loginData } from '../test/fake-api';
import { preparePageOf } from './app-routes';
import { createQueryClient } from './providers';

/** The api, answering every call with a small answer of its own and recording what was asked. */
function fakeServer() {
  const fetch = vi.fn(async (path: string) => envelope({ asked: path, list: [], result: {} }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const asked = (fetch: ReturnType<typeof fakeServer>) =>
  fetch.mock.calls.map(([path]) => path).sort();

/** Start-up's sign-in, which the test settles when it chooses. */
function signInLater() {
  let settle = () => {};
  const signedIn = new Promise<void>((resolve) => (settle = resolve));
  return { signedIn, settle };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('what start-up asks for beside the first render', () => {
  it("asks for /event's four answers once signed in, under the keys the page's hooks read", async () => {
    const fetch = fakeServer();
    const queryClient = createQueryClient();
    const { signedIn, settle } = signInLater();
    preparePageOf('/event', { queryClient, language: 'pt-BR', signedIn });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked(fetch)).toEqual([]);

    saveLogin(loginData({ token: 'token-7' }));
    settle();
    await vi.waitFor(() =>
      expect(asked(fetch)).toEqual([
        '/charge/amount/list',
        '/v1/bus/getTaskProcess',
        '/v1/bus/signInInfo',
        '/v1/bus/statInviteInfo',
      ]),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(signInCalendarQuery('token-7').queryKey)).toEqual({
        asked: '/v1/bus/signInInfo',
        list: [],
        result: {},
      }),
    );
  });

  it('asks for the public game list at once on /, and nothing of a player when the sign-in failed', async () => {
    const fetch = fakeServer();
    const queryClient = createQueryClient();
    preparePageOf('/', { queryClient, language: 'pt-BR', signedIn: Promise.resolve() });
    await vi.waitFor(() => expect(queryClient.getQueryData(gameListQuery.queryKey)).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked(fetch)).toEqual(['/game/list']);
  });

  it("asks for /vip's answers, and for the wheel's offer only while the wheel is still due", async () => {
    writeStored(storageKeys.welcomeWheelSeen, true);
    saveLogin(loginData({ token: 'token-8' }));
    const fetch = fakeServer();
    const queryClient = createQueryClient();
    preparePageOf('/VIP/', { queryClient, language: 'es', signedIn: Promise.resolve() });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(vipInfoQuery('token-8').queryKey)).toBeDefined(),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked(fetch)).toEqual(['/v1/bus/signInInfo', '/v1/bus/vipInfo']);
  });
});
