// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpinnerOverlay } from '../components/ui/spinner-overlay';
import { ToastViewport } from '../components/ui/toast-viewport';
import { deferredFetch, envelope, failure, loginData } from '../test/fake-api';
import { setRegionBypass } from './blocked-language';
import { ApiError, callApi } from './api-client';
import { I18nProvider } from './i18n';
import { en } from '@sorte/words/web/catalogues';
import { getToken, saveLogin } from './session';
import { dismissToast } from './ui-store';

function renderOverlays() {
  render(
    <I18nProvider catalogue={en}>
      <SpinnerOverlay />
      <ToastViewport />
    </I18nProvider>,
  );
}

/** Settles the call and lets React show the result. */
async function settle(call: Promise<unknown>) {
  await act(async () => {
    await call.catch(() => undefined);
  });
}

beforeEach(renderOverlays);
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('a call to the api', () => {
  it('shows the spinner while it is in flight and hides it when the answer arrives', async () => {
    const server = deferredFetch();
    vi.stubGlobal('fetch', vi.fn(server.fetch));

    let call!: Promise<unknown>;
    act(() => {
      call = callApi('/v1/bus/accountInfo', {});
    });
    expect(screen.getByTestId('spinner')).toBeTruthy();

    server.answer(envelope({ result: {} }));
    await settle(call);
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('shows no spinner when the body says notSpinning', async () => {
    const server = deferredFetch();
    vi.stubGlobal('fetch', vi.fn(server.fetch));

    let call!: Promise<unknown>;
    act(() => {
      call = callApi('/v1/bus/accountInfo', { notSpinning: true });
    });
    expect(screen.queryByTestId('spinner')).toBeNull();

    server.answer(envelope({}));
    await settle(call);
  });

  it('sends the JSON body with the stored access token and resolves with the data', async () => {
    saveLogin(loginData({ token: 'abc123' }));
    const fetch = vi.fn(async () => envelope({ result: { accountGold: 1234 } }));
    vi.stubGlobal('fetch', fetch);

    const data = await callApi('/v1/bus/accountInfo', { notSpinning: true });

    expect(data).toEqual({ result: { accountGold: 1234 } });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/v1/bus/accountInfo');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('access-token')).toBe('abc123');
    expect(JSON.parse(String(init.body))).toEqual({ notSpinning: true });
  });

  it('shows the server message as a toast and rejects with its msgCode when success is false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure('Saldo insuficiente.', 'insufficient_balance')),
    );

    let call!: Promise<unknown>;
    act(() => {
      call = callApi('/withdraw/create/order', {});
    });
    await expect(call).rejects.toMatchObject({ msgCode: 'insufficient_balance' });
    await settle(call);

    expect(screen.getByTestId('toast').textContent).toBe('Saldo insuficiente.');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('forgets the token when the server says token_invalid', async () => {
    saveLogin(loginData({ token: 'expired-token' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        failure('Your session has ended. Please sign in again.', 'token_invalid', 401),
      ),
    );

    const call = callApi('/v1/bus/accountInfo', { notSpinning: true });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await settle(call);

    expect(getToken()).toBeNull();
    expect(screen.getByTestId('toast').textContent).toMatch(/session has ended/);
  });

  it('forgets the token after an idle logout, saying why, and asks the api for a tester’s bypass', async () => {
    saveLogin(loginData({ token: 'idle-token' }));
    setRegionBypass(true);
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      failure('Você saiu após 30 minutos sem atividade. Entre novamente.', 'session_idle', 401),
    );
    vi.stubGlobal('fetch', fetch);

    const call = callApi('/v1/bus/accountInfo', { notSpinning: true });
    await expect(call).rejects.toMatchObject({ msgCode: 'session_idle' });
    await settle(call);
    setRegionBypass(false);

    expect(getToken()).toBeNull();
    expect(screen.getByTestId('toast').textContent).toBe(
      'Você saiu após 30 minutos sem atividade. Entre novamente.',
    );
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-region-bypass')).toBe('1');
  });

  it('stops the spinner and rejects when the network fails, without a server message', async () => {
    const server = deferredFetch();
    vi.stubGlobal('fetch', vi.fn(server.fetch));

    let call!: Promise<unknown>;
    act(() => {
      call = callApi('/user/login', {});
    });
    expect(screen.getByTestId('spinner')).toBeTruthy();

    server.fail(new TypeError('Failed to fetch'));
    await expect(call).rejects.toMatchObject({ msgCode: 'network_error' });
    await settle(call);

    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('keeps the spinner while any one of several calls is still in flight', async () => {
    const first = deferredFetch();
    const second = deferredFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementationOnce(first.fetch).mockImplementationOnce(second.fetch),
    );

    let calls!: Promise<unknown>[];
    act(() => {
      calls = [callApi('/a/', {}), callApi('/b/', {})];
    });
    first.answer(envelope({}));
    await settle(calls[0] as Promise<unknown>);
    expect(screen.getByTestId('spinner')).toBeTruthy();

    second.answer(envelope({}));
    await settle(calls[1] as Promise<unknown>);
    expect(screen.queryByTestId('spinner')).toBeNull();
  });
});
