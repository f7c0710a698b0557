import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsApi } from '../test/fake-ops-api';
import { booksAnswer } from '../test/ops-fixtures';
import { renderConsole, signedInAs } from '../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const emptyLists = {
  '/ops/books': { data: booksAnswer([]) },
  '/ops/reports/daily': {
    data: { market: 'BR', currency: 'BRL', timeZone: 'America/Sao_Paulo', days: [] },
  },
  '/ops/withdrawals': { data: { list: [], nextCursor: null, totalAmountMinor: 0 } },
  '/ops/tickets': { data: { list: [], nextCursor: null } },
  '/ops/audit': { data: { list: [], nextCursor: null } },
  '/ops/deposits': { data: { list: [], nextCursor: null } },
  '/ops/harm/queue': { data: { list: [] } },
};

async function sectionsShown(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Seções' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the navigation', () => {
  it.each([
    [
      'admin',
      [
        'Visão geral',
        'Saques',
        'Depósitos em análise',
        'Caixa de suporte',
        'Jogadores',
        'Ajustes',
        'Encerramento de contas',
        'Relatórios',
        'Configurações dos mercados',
        'Sinais de dano',
        'Registro de auditoria',
      ],
    ],
    [
      'finance',
      [
        'Visão geral',
        'Saques',
        'Depósitos em análise',
        'Jogadores',
        'Ajustes',
        'Relatórios',
        'Configurações dos mercados',
      ],
    ],
    ['support', ['Caixa de suporte', 'Jogadores', 'Encerramento de contas', 'Sinais de dano']],
    [
      'read_only',
      [
        'Visão geral',
        'Saques',
        'Depósitos em análise',
        'Caixa de suporte',
        'Jogadores',
        'Ajustes',
        'Encerramento de contas',
        'Relatórios',
        'Configurações dos mercados',
        'Sinais de dano',
      ],
    ],
  ] as const)('shows %s only the sections the role may open', async (role, expected) => {
    fakeOpsApi(emptyLists);
    signedInAs(role);
    renderConsole('/');
    expect(await sectionsShown()).toEqual(expected);
  });

  it('lands staff who may read the numbers on the overview', async () => {
    fakeOpsApi(emptyLists);
    signedInAs('finance');
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Visão geral', level: 1 })).toBeTruthy();
  });

  it('sends an address the role may not open to its first section', async () => {
    const api = fakeOpsApi(emptyLists);
    signedInAs('support');
    renderConsole('/audit');
    expect(await screen.findByRole('heading', { name: 'Caixa de suporte' })).toBeTruthy();
    expect(api.callsTo('/ops/audit')).toHaveLength(0);
  });

  it('switches language at once and keeps the pick', async () => {
    fakeOpsApi(emptyLists);
    signedInAs('admin');
    renderConsole('/withdrawals');
    await screen.findByRole('heading', { name: 'Saques' });
    fireEvent.change(screen.getByTestId('language-picker'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeTruthy();
    expect(localStorage.getItem('sorte.ops.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('returns to the sign-in when the api says the session is over', async () => {
    fakeOpsApi({ '/ops/withdrawals': { refuse: 'token_invalid', status: 401 } });
    signedInAs('finance');
    renderConsole('/withdrawals');
    await screen.findByTestId('sign-in-form');
    expect(screen.getByTestId('session-ended').textContent).toBe(
      'Sua sessão terminou. Entre de novo.',
    );
    expect(sessionStorage.getItem('sorte.ops.session')).toBeNull();
  });
});
