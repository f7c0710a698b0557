import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { playerFound, playerPage, statementEntry } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const history = {
  '/ops/players/statement': {
    data: {
      items: [
        statementEntry(),
        statementEntry({
          transactionId: 8,
          kind: 'bet',
          amountMinor: -500,
          balanceAfterMinor: 122_956,
        }),
      ],
      nextCursor: null,
    },
  },
};

describe('finding a player', () => {
  it('asks nothing before a query, then lists what matched and opens the player', async () => {
    const api = fakeOpsApi({
      '/ops/players/search': {
        data: {
          list: [
            playerFound(),
            playerFound({ playerId: 'P654321', username: 'mari.souza2', exact: false }),
          ],
        },
      },
      '/ops/players/read': { data: { player: playerPage() } },
      ...history,
    });
    signedInAs('support');
    renderConsole('/players');
    expect(await screen.findByTestId('players-search-first')).toBeTruthy();
    expect(api.callsTo('/ops/players/search')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Encontrar um jogador'), {
      target: { value: ' mari.souza ' },
    });
    fireEvent.click(screen.getByTestId('player-search-submit'));
    const exact = await screen.findByTestId('player-row-P123456');
    expect(within(exact).getByText('Nome de usuário')).toBeTruthy();
    expect(within(exact).getByText('Exato')).toBeTruthy();
    expect(within(screen.getByTestId('player-row-P654321')).getByText('Começa com')).toBeTruthy();
    expect(api.callsTo('/ops/players/search')[0]?.body).toEqual({ query: 'mari.souza' });
    fireEvent.click(within(exact).getByRole('link', { name: 'mari.souza' }));
    expect((await screen.findByTestId('player-balance')).textContent).toBe(
      formatMoney(123_456, 'BRL'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'mari.souza' })).toBeTruthy();
    expect(screen.getByTestId('player-wagering').textContent).toBe(
      `${formatMoney(20_000, 'BRL')} de ${formatMoney(50_000, 'BRL')}`,
    );
    expect(api.callsTo('/ops/players/read')[0]?.body).toEqual({ playerId: 'P123456' });
    fireEvent.click(screen.getByTestId('tab-deposits'));
    fireEvent.click(screen.getByRole('link', { name: '← Voltar à busca' }));
    expect(await screen.findByTestId('player-row-P123456')).toBeTruthy();
    expect((screen.getByLabelText('Encontrar um jogador') as HTMLInputElement).value).toBe(
      'mari.souza',
    );
  });

  it('says when no player matches', async () => {
    fakeOpsApi({ '/ops/players/search': { data: { list: [] } } });
    signedInAs('read_only');
    renderConsole('/players?q=nobody');
    expect((await screen.findByTestId('state-empty')).textContent).toBe(
      'Nenhum jogador corresponde a “nobody”.',
    );
  });
});

describe('the player page', () => {
  it('shows protection as the player set it, with no control to change it', async () => {
    fakeOpsApi({
      '/ops/players/read': {
        data: {
          player: playerPage({
            protection: {
              ...playerPage().protection,
              excludedUntil: '2027-05-27T12:00:00.000Z',
              exclusionKind: 'self_exclusion',
            },
          }),
        },
      },
      ...history,
    });
    signedInAs('admin');
    renderConsole('/players/P123456');
    expect((await screen.findByTestId('player-exclusion')).textContent).toMatch(
      /^Autoexcluído até/,
    );
    const limits = screen.getByTestId('player-limits');
    expect(within(limits).getByText(formatMoney(50_000, 'BRL'))).toBeTruthy();
    expect(within(limits).getByText('120 min')).toBeTruthy();
    expect(within(limits).queryByRole('button')).toBeNull();
    expect(within(limits).queryByRole('textbox')).toBeNull();
  });

  it('lists the statement, newest first, credits and debits signed', async () => {
    fakeOpsApi({ '/ops/players/read': { data: { player: playerPage() } }, ...history });
    signedInAs('read_only');
    renderConsole('/players/P123456');
    const bet = await screen.findByTestId('statement-8');
    expect(within(bet).getByText('Aposta')).toBeTruthy();
    expect(within(bet).getByTestId('statement-amount').textContent).toBe(
      `−${formatMoney(500, 'BRL')}`,
    );
    expect(
      within(screen.getByTestId('statement-7')).getByTestId('statement-amount').textContent,
    ).toBe(`+${formatMoney(100_000, 'BRL')}`);
  });

  it('lets an admin set the user type, and shows it to others as a letter only', async () => {
    const api = fakeOpsApi({
      '/ops/players/read': { data: { player: playerPage() } },
      '/ops/players/type': (body) => ({
        data: { player: { ...playerFound(), userType: body.userType } },
      }),
      ...history,
    });
    signedInAs('admin');
    const { unmount } = renderConsole('/players/P123456');
    const select = await screen.findByTestId('user-type-select');
    fireEvent.change(select, { target: { value: 'C' } });
    fireEvent.click(screen.getByTestId('user-type-save'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'O tipo de usuário de mari.souza agora é C.',
    );
    expect(api.callsTo('/ops/players/type')[0]?.body).toEqual({
      playerId: 'P123456',
      userType: 'C',
    });
    unmount();
    signedInAs('support');
    renderConsole('/players/P123456');
    expect((await screen.findByTestId('player-user-type')).textContent).toBe('A');
    expect(screen.queryByTestId('user-type-select')).toBeNull();
  });

  it('adds a note only once written, and empties the field', async () => {
    const api = fakeOpsApi({
      '/ops/players/read': { data: { player: playerPage() } },
      '/ops/players/note': (body) => ({
        data: {
          note: {
            noteId: 2,
            staffUsername: 'ana.ops',
            text: body.text,
            at: '2026-11-27T04:00:00.000Z',
          },
        },
      }),
      ...history,
    });
    signedInAs('support');
    renderConsole('/players/P123456');
    const field = await screen.findByLabelText('Nova nota');
    fireEvent.click(screen.getByTestId('note-add'));
    expect(screen.getByTestId('note-error').textContent).toBe('Escreva a nota primeiro.');
    expect(api.callsTo('/ops/players/note')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '  Pediu ajuda com o PIX.  ' } });
    fireEvent.click(screen.getByTestId('note-add'));
    expect((await screen.findByTestId('notice')).textContent).toBe('Nota adicionada.');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(api.callsTo('/ops/players/note')[0]?.body).toEqual({
      playerId: 'P123456',
      text: 'Pediu ajuda com o PIX.',
    });
  });

  it('shows a read-only role no note, adjustment, export or type control', async () => {
    fakeOpsApi({ '/ops/players/read': { data: { player: playerPage() } }, ...history });
    signedInAs('read_only');
    renderConsole('/players/P123456');
    await screen.findByTestId('player-balance');
    expect(screen.getByTestId('player-notes').textContent).toContain('Asked about PIX.');
    for (const testId of ['note-form', 'player-adjust', 'player-export', 'user-type-select']) {
      expect(screen.queryByTestId(testId)).toBeNull();
    }
  });

  it('says so when no player has the id', async () => {
    fakeOpsApi({ '/ops/players/read': { refuse: 'player_unknown', status: 404 } });
    signedInAs('support');
    renderConsole('/players/P000000');
    expect((await screen.findByTestId('state-error')).textContent).toContain(
      'Nenhum jogador tem este ID.',
    );
  });
});

describe('exporting a player’s data', () => {
  it('downloads a JSON file named after the player, by the user id the call takes', async () => {
    const exported = { exportedAt: '2026-11-27T05:00:00.000Z', account: { id: 42 } };
    const api = fakeOpsApi({
      '/ops/players/read': { data: { player: playerPage() } },
      '/ops/dataRights/export': { data: exported },
      ...history,
    });
    const files: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (file: Blob) => {
        files.push(file);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    signedInAs('support');
    renderConsole('/players/P123456');
    fireEvent.click(await screen.findByTestId('player-export'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Dados de mari.souza baixados. A exportação fica no registro de auditoria.',
    );
    expect(api.callsTo('/ops/dataRights/export')[0]?.body).toEqual({ playerId: 42 });
    expect(names).toEqual(['sorte-data-mari.souza-P123456.json']);
    expect(JSON.parse((await files[0]?.text()) ?? 'null')).toEqual(exported);
    click.mockRestore();
  });
});

describe('waiting for the page', () => {
  it('asks for the player again after a refusal is retried', async () => {
    let tries = 0;
    fakeOpsApi({
      '/ops/players/read': () => {
        tries += 1;
        return tries === 1
          ? { refuse: 'too_many_requests', status: 429 }
          : { data: { player: playerPage() } };
      },
      ...history,
    });
    signedInAs('admin');
    renderConsole('/players/P123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.getByTestId('player-balance')).toBeTruthy());
  });
});
