import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { harmEntry } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const night = harmEntry();
const contacted = harmEntry({
  playerId: 43,
  username: 'raspadinha',
  market: 'PH',
  score: 3,
  markers: [
    { marker: 'withdrawals_cancelled', evidence: { cancelled: 3 } },
    { marker: 'limits_raised', evidence: { raises: 1 } },
    { marker: 'long_sessions', evidence: { longestMinutes: 240 } },
  ],
  lastInteraction: { kind: 'cooling_off', at: '2026-11-26T10:00:00.000Z' },
});

function queue(list = [contacted, night]) {
  return { data: { list } };
}

const note = 'Six deposits in a week, most of them after midnight.';

describe('the markers of harm', () => {
  it('lists each player with every marker’s evidence in plain words and the last interaction', async () => {
    fakeOpsApi({ '/ops/harm/queue': queue() });
    signedInAs('read_only');
    renderConsole('/harm');
    const row = await screen.findByTestId('harm-42');
    expect(within(row).getByTestId('marker-deposits_rising').textContent).toBe(
      `Depósitos em alta. 6 depósitos nos últimos 7 dias, ${formatMoney(90_000, 'BRL')} no total: pelo menos o dobro da média semanal das 4 semanas anteriores (${formatMoney(20_000, 'BRL')}).`,
    );
    expect(within(row).getByTestId('marker-night_play').textContent).toContain(
      '31 de 40 apostas dos últimos 7 dias feitas entre meia-noite e 6h',
    );
    expect(within(row).getByTestId('harm-last').textContent).toBe('Nenhuma ainda');
    const other = screen.getByTestId('harm-43');
    expect(within(other).getByTestId('harm-score').textContent).toBe('3');
    expect(within(other).getByTestId('marker-long_sessions').textContent).toContain(
      '240 minutos de apostas sem uma pausa de 30 minutos',
    );
    expect(within(other).getByTestId('harm-last').textContent).toContain('Pausa sugerida');
    expect(screen.queryByTestId('interact-42')).toBeNull();
    expect(screen.queryByTestId('harm-score-now')).toBeNull();
  });

  it('records nothing until the note is long enough and a break’s length is in range', async () => {
    const api = fakeOpsApi({ '/ops/harm/queue': queue() });
    signedInAs('support');
    renderConsole('/harm');
    fireEvent.click(await screen.findByTestId('interact-42'));
    const dialog = screen.getByRole('dialog', { name: 'Registrar uma interação com noturno88' });
    expect(within(dialog).getByTestId('interact-player-reads').textContent).toContain(
      'nunca a sua nota',
    );
    fireEvent.change(within(dialog).getByLabelText('Nota para a equipe'), {
      target: { value: 'Too short' },
    });
    fireEvent.click(within(dialog).getByTestId('interact-confirm'));
    expect(within(dialog).getByTestId('interact-error').textContent).toBe(
      'Escreva pelo menos 10 caracteres.',
    );
    fireEvent.click(within(dialog).getByLabelText(/^Restrição/));
    fireEvent.change(within(dialog).getByLabelText('Duração da pausa, em dias'), {
      target: { value: '120' },
    });
    fireEvent.click(within(dialog).getByTestId('interact-confirm'));
    expect(within(dialog).getByTestId('interact-days-error').textContent).toBe(
      'Escolha entre 1 e 90 dias.',
    );
    expect(api.callsTo('/ops/harm/interact')).toHaveLength(0);
  });

  it('puts a restriction in force, says until when, and shows it as the last interaction', async () => {
    let recorded = false;
    const api = fakeOpsApi({
      '/ops/harm/queue': () =>
        queue([
          contacted,
          recorded
            ? { ...night, lastInteraction: { kind: 'restriction', at: '2026-11-27T09:00:00.000Z' } }
            : night,
        ]),
      '/ops/harm/interact': () => {
        recorded = true;
        return { data: { id: 7, breakUntil: '2026-12-11T09:00:00.000Z' } };
      },
    });
    signedInAs('admin');
    renderConsole('/harm');
    fireEvent.click(await screen.findByTestId('interact-42'));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('interact-kind-restriction'));
    fireEvent.change(within(dialog).getByLabelText('Duração da pausa, em dias'), {
      target: { value: '14' },
    });
    fireEvent.change(within(dialog).getByLabelText('Nota para a equipe'), {
      target: { value: note },
    });
    fireEvent.click(within(dialog).getByTestId('interact-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toMatch(
      /^Registrado para noturno88: pausa em vigor até /,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByTestId('harm-42')).getByTestId('harm-last').textContent).toContain(
        'Restrição',
      ),
    );
    expect(api.callsTo('/ops/harm/interact')[0]?.body).toEqual({
      playerId: 42,
      kind: 'restriction',
      note,
      breakDays: 14,
    });
  });

  it('sends a message without a break length, and shows the api’s refusal in the form', async () => {
    let known = false;
    const api = fakeOpsApi({
      '/ops/harm/queue': queue(),
      '/ops/harm/interact': () =>
        known ? { data: { id: 8, breakUntil: null } } : { refuse: 'player_unknown', status: 404 },
    });
    signedInAs('support');
    renderConsole('/harm');
    fireEvent.click(await screen.findByTestId('interact-42'));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nota para a equipe'), {
      target: { value: note },
    });
    fireEvent.click(within(dialog).getByTestId('interact-confirm'));
    expect((await within(dialog).findByTestId('interact-error')).textContent).toBe(
      'Nenhum jogador tem este ID.',
    );
    known = true;
    fireEvent.click(within(dialog).getByTestId('interact-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Registrado para noturno88: a nossa mensagem aparece no perfil do jogador.',
    );
    expect(api.callsTo('/ops/harm/interact')[1]?.body).toEqual({
      playerId: 42,
      kind: 'message',
      note,
    });
  });

  it('lets an admin score everyone now, and says when the queue is empty', async () => {
    const api = fakeOpsApi({
      '/ops/harm/queue': queue([]),
      '/ops/harm/score': { data: { scored: 4 } },
    });
    signedInAs('admin');
    renderConsole('/harm');
    expect((await screen.findByTestId('state-empty')).textContent).toBe(
      'Nenhum jogador entrou na fila nos últimos 7 dias.',
    );
    fireEvent.click(screen.getByTestId('harm-score-now'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Pontuação feita: 4 jogador(es) acionaram pelo menos um sinal.',
    );
    await waitFor(() => expect(api.callsTo('/ops/harm/queue')).toHaveLength(2));
  });
});
