import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { booksAnswer } from '../../test/ops-fixtures';
import { renderConsole } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const signIn = (data: { role?: string; secondFactorPassed: boolean }) => ({
  data: {
    token: 'staff-token-0123456789abcdef',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    username: 'ana.ops',
    role: data.role ?? 'admin',
    secondFactorPassed: data.secondFactorPassed,
  },
});

function fillAndSubmit(fields: { username?: string; password?: string; code?: string }) {
  if (fields.username)
    fireEvent.change(screen.getByLabelText('Usuário'), { target: { value: fields.username } });
  if (fields.password)
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: fields.password } });
  if (fields.code) {
    fireEvent.change(screen.getByLabelText('Código do autenticador'), {
      target: { value: fields.code },
    });
  }
  fireEvent.click(screen.getByTestId('sign-in-submit'));
}

describe('signing in to the console', () => {
  it('says what is missing under each field before asking the api', async () => {
    const api = fakeOpsApi({});
    renderConsole('/withdrawals');
    await screen.findByTestId('sign-in-form');
    fillAndSubmit({ code: '12ab' });
    expect(screen.getByTestId('sign-in-error-username').textContent).toBe('Preencha este campo.');
    expect(screen.getByTestId('sign-in-error-password').textContent).toBe('Preencha este campo.');
    expect(screen.getByTestId('sign-in-error-totp').textContent).toBe(
      'Digite o código de 6 dígitos do seu app autenticador.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('explains a refusal, the lock after five tries among its causes, in the chosen language', async () => {
    fakeOpsApi({ '/ops/login': { refuse: 'token_invalid', status: 401 } });
    renderConsole('/', 'es');
    await screen.findByTestId('sign-in-form');
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'ana.ops' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByTestId('sign-in-refused')).textContent).toBe(
      'Acceso rechazado: usuario, contraseña o código incorrectos, o la cuenta está bloqueada 15 minutos tras 5 intentos fallidos.',
    );
  });

  it('enrols the authenticator at the first sign-in, refusing a wrong code, then opens the console', async () => {
    const api = fakeOpsApi({
      '/ops/login': signIn({ secondFactorPassed: false }),
      '/ops/totp/enrol': {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Sorte:ana.ops',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      },
      '/ops/totp/confirm': (body) =>
        body.code === '246810' ? { data: { totpEnrolled: true } } : { refuse: 'totp_code_wrong' },
      '/ops/books': { data: booksAnswer([]) },
      '/ops/reports/daily': {
        data: { market: 'BR', currency: 'BRL', timeZone: 'America/Sao_Paulo', days: [] },
      },
    });
    renderConsole('/');
    await screen.findByTestId('sign-in-form');
    fillAndSubmit({ username: 'ana.ops', password: 'a long staff password' });

    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    const qr = screen.getByRole('img', {
      name: 'Código QR para adicionar a Sorte ao seu app autenticador',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(api.callsTo('/ops/login')[0]?.body).toEqual({
      username: 'ana.ops',
      password: 'a long staff password',
    });

    fireEvent.change(screen.getByLabelText('Código do autenticador'), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByTestId('totp-confirm'));
    expect((await screen.findByTestId('totp-error')).textContent).toBe(
      'Este código não está certo. Digite o código que o app mostra agora.',
    );
    fireEvent.change(screen.getByLabelText('Código do autenticador'), {
      target: { value: '246 810' },
    });
    fireEvent.click(screen.getByTestId('totp-confirm'));
    expect(await screen.findByRole('heading', { name: 'Visão geral', level: 1 })).toBeTruthy();
    expect(api.callsTo('/ops/totp/confirm').map((call) => call.authorization)).toEqual([
      'Bearer staff-token-0123456789abcdef',
      'Bearer staff-token-0123456789abcdef',
    ]);
    // The token lives in this tab only.
    expect(sessionStorage.getItem('sorte.ops.session')).toContain('staff-token-0123456789abcdef');
    expect(Object.keys(localStorage)).not.toContain('sorte.ops.session');
  });

  it('sends the code with the password once enrolled, and signs out back to the door', async () => {
    const api = fakeOpsApi({
      '/ops/login': signIn({ secondFactorPassed: true, role: 'support' }),
      '/ops/tickets': { data: { list: [], nextCursor: null } },
      '/ops/logout': { data: {} },
    });
    renderConsole('/');
    await screen.findByTestId('sign-in-form');
    fillAndSubmit({ username: 'ana.ops', password: 'a long staff password', code: '135 790' });
    expect(await screen.findByRole('heading', { name: 'Caixa de suporte' })).toBeTruthy();
    expect(api.callsTo('/ops/login')[0]?.body).toMatchObject({ totp: '135790' });

    fireEvent.click(screen.getByTestId('sign-out'));
    await screen.findByTestId('sign-in-form');
    await waitFor(() => expect(api.callsTo('/ops/logout')).toHaveLength(1));
    expect(sessionStorage.getItem('sorte.ops.session')).toBeNull();
  });
});
