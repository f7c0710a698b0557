// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, loginData } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { saveLogin } from '../../lib/session';
import MyDataRoute from './my-data-route';

// 12:00 UTC is 09:00 in São Paulo.
const requestedAt = '2026-11-20T12:00:00.000Z';

/** The api as it answers a player's data rights, with the closure request it holds. */
function fakeServer() {
  let request: { status: string; requestedAt: string; endedAt: string | null } | null = null;
  const fetch = vi.fn(async (path: string) => {
    if (path === '/v1/bus/accountClosure') return envelope({ request });
    if (path === '/v1/bus/requestAccountClosure') {
      request = { status: 'open', requestedAt, endedAt: null };
      return envelope({ request });
    }
    if (path === '/v1/bus/withdrawAccountClosure') {
      request = { status: 'withdrawn', requestedAt, endedAt: requestedAt };
      return envelope({ request });
    }
    if (path === '/v1/bus/myData') {
      return envelope({ exportedAt: '2026-11-27T10:00:00.000Z', account: { id: 42 } });
    }
    return envelope({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  saveLogin(loginData());
  renderInApp(
    <MemoryRouter>
      <MyDataRoute />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the player's data page", () => {
  it('asks to close the account only after saying what it means, and lets the player keep it', async () => {
    const fetch = fakeServer();
    renderPage();
    expect(screen.getByTestId('account-closure').textContent).toContain(
      'Os registros de jogo e de dinheiro são mantidos pelo prazo que a lei exige.',
    );
    const ask = (await screen.findByTestId('account-closure-ask')) as HTMLButtonElement;
    // Enabled once the request on record (none) is known.
    await waitFor(() => expect(ask.disabled).toBe(false));
    fireEvent.click(ask);
    const dialog = screen.getByTestId('account-closure-confirm');
    expect(dialog.textContent).toContain('Enquanto o pedido estiver aberto, você pode desistir.');
    const asked = () => fetch.mock.calls.filter(([path]) => path.includes('requestAccount'));
    expect(asked()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('account-closure-confirm-button'));

    const open = await screen.findByTestId('account-closure-open');
    expect(open.textContent).toContain('Pedido enviado em 20/11/2026, 09:00');
    expect(asked()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('account-closure-withdraw'));
    await screen.findByTestId('account-closure-ask');
    expect(screen.queryByTestId('account-closure-open')).toBeNull();
  });

  it('hands the player their data as a JSON file named by its day', async () => {
    fakeServer();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:sorte-data';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    fireEvent.click(screen.getByTestId('data-download-button'));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('sorte-2026-11-27.json');
    const [file] = saved;
    expect(JSON.parse((await file?.text()) ?? 'null')).toMatchObject({ account: { id: 42 } });
  });
});
