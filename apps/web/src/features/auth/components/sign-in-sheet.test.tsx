// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '../../../lib/session';
import { dismissToast, getUiState } from '../../../lib/ui-store';
import { appMarketOf } from '../../../lib/market';
import { envelope, failure, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import SignInSheet from './sign-in-sheet';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => dismissToast());
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('the sign-in sheet', () => {
  it('asks for both fields before calling anyone', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInApp(<SignInSheet onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Preencha os dois campos.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in by e-mail with the seed’s loginType 6, keeps the account and starts again as it', async () => {
    const assign = vi.spyOn(globalThis.location, 'assign').mockImplementation(() => undefined);
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      envelope(loginData({ userId: 77, nick: 'Ana', token: 'token-77' })),
    );
    vi.stubGlobal('fetch', fetch);
    renderInApp(<SignInSheet onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('sign-in-by-email'));
    fill('E-mail', 'ana@example.com');
    fill('Senha', 'uma senha longa');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      loginType: 6,
      email: 'ana@example.com',
      password: 'uma senha longa',
    });
    expect(getUserInfo()?.userId).toBe(77);
    expect(sessionStorage.getItem('sorte.pendingNotice')).toBe('Que bom ter você de volta, Ana!');
  });

  it('keeps the sheet open with the server’s words after a wrong password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        failure('Usuário, celular, e-mail ou senha incorretos.', 'credentials_invalid', 401),
      ),
    );
    renderInApp(<SignInSheet onClose={() => undefined} />);
    fill('Usuário', 'ana');
    fill('Senha', 'errada');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() =>
      expect(getUiState().toast?.message).toBe('Usuário, celular, e-mail ou senha incorretos.'),
    );
    expect(screen.getByTestId('sign-in-sheet')).toBeTruthy();
    expect(getUserInfo()).toBeNull();
  });

  it('shows the notice it is given, and a phone as the market writes it', () => {
    renderInApp(<SignInSheet onClose={() => undefined} notice={<p>aviso de risco</p>} />, {
      market: appMarketOf('MX'),
    });
    expect(screen.getByText('aviso de risco')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sign-in-by-phone'));
    expect(screen.getByText('Com ou sem o código do país, ex.: 55 1234 5678')).toBeTruthy();
  });
});
