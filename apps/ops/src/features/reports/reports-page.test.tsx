import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { dailyReport, reportDay } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const twoDays = dailyReport([
  reportDay('2026-11-26', {
    depositsMinor: 123_456,
    betsMinor: 40_000,
    winsMinor: 30_000,
    ggrMinor: 10_000,
    activePlayers: 3,
    newPlayers: 2,
    firstDepositors: 1,
  }),
  reportDay('2026-11-27', {
    depositsMinor: 1_000_000,
    withdrawalsMinor: 60_000,
    adjustmentsMinor: -250,
    activePlayers: 2,
    newPlayers: 1,
    firstDepositors: 1,
  }),
]);

function cellsOf(testId: string): string[] {
  return within(screen.getByTestId(testId))
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the daily reports', () => {
  it('asks for the last 30 days of Brazil’s own calendar by default', async () => {
    // 01:30 UTC on the 27th is still the 26th in São Paulo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T01:30:00Z'));
    const api = fakeOpsApi({ '/ops/reports/daily': { data: twoDays } });
    signedInAs('finance');
    renderConsole('/reports');
    await screen.findByTestId('report-table');
    expect(api.callsTo('/ops/reports/daily')[0]?.body).toEqual({
      market: 'BR',
      from: '2026-10-28',
      to: '2026-11-26',
    });
    expect((screen.getByTestId('report-from') as HTMLInputElement).value).toBe('2026-10-28');
  });

  it('shows a row per day and a totals row, money in reais', async () => {
    fakeOpsApi({ '/ops/reports/daily': { data: twoDays } });
    signedInAs('read_only');
    renderConsole('/reports?market=BR&from=2026-11-26&to=2026-11-27');
    await screen.findByTestId('report-table');
    expect(
      within(screen.getByTestId('report-table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Dia',
      'Depósitos',
      'Saques',
      'Apostas',
      'Prêmios',
      'GGR',
      'Custo de bônus',
      'Ajustes',
      'Estornos de apostas',
      'Jogadores ativos',
      'Novos jogadores',
      'Primeiros depósitos',
    ]);
    expect(cellsOf('report-day-2026-11-26')).toEqual([
      '2026-11-26',
      'R$ 1.234,56',
      'R$ 0,00',
      'R$ 400,00',
      'R$ 300,00',
      'R$ 100,00',
      'R$ 0,00',
      'R$ 0,00',
      'R$ 0,00',
      '3',
      '2',
      '1',
    ]);
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Total');
    expect(cellsOf('report-totals')).toEqual([
      'R$ 11.234,56',
      'R$ 600,00',
      'R$ 400,00',
      'R$ 300,00',
      'R$ 100,00',
      'R$ 0,00',
      '-R$ 2,50',
      'R$ 0,00',
      '—',
      '3',
      '2',
    ]);
    expect(screen.getByTestId('report-summary').textContent).toContain('valores em BRL');
    expect(
      screen.getByRole('img', { name: /Gráfico de barras de depósitos, saques, GGR/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('report-download').textContent).toBe('Baixar CSV');
  });

  it('asks for another market’s days and shows them in its currency', async () => {
    const api = fakeOpsApi({
      '/ops/reports/daily': (body) => ({
        data:
          body.market === 'PH'
            ? dailyReport([reportDay('2026-11-27', { depositsMinor: 2_500_075 })], {
                market: 'PH',
                currency: 'PHP',
                timeZone: 'Asia/Manila',
              })
            : twoDays,
      }),
    });
    signedInAs('admin');
    renderConsole('/reports?market=BR&from=2026-11-26&to=2026-11-27', 'en');
    await screen.findByTestId('report-table');
    fireEvent.change(screen.getByLabelText('Market'), { target: { value: 'PH' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByTestId('report-show'));
    expect((await screen.findByTestId('report-day-2026-11-27')).textContent).toContain(
      '₱25,000.75',
    );
    expect(api.callsTo('/ops/reports/daily').at(-1)?.body).toEqual({
      market: 'PH',
      from: '2026-11-27',
      to: '2026-11-27',
    });
  });

  it('refuses more than 92 days, and days out of order, in words before any call', async () => {
    const api = fakeOpsApi({ '/ops/reports/daily': { data: twoDays } });
    signedInAs('finance');
    renderConsole('/reports?market=BR&from=2026-11-26&to=2026-11-27');
    await screen.findByTestId('report-table');
    expect(api.callsTo('/ops/reports/daily')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-08-27' } });
    fireEvent.click(screen.getByTestId('report-show'));
    expect(screen.getByTestId('report-range-error').textContent).toBe(
      'Um relatório cobre no máximo 92 dias. Escolha um período menor.',
    );

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByTestId('report-show'));
    expect(screen.getByTestId('report-range-error').textContent).toBe(
      'Informe duas datas válidas, a primeira não depois da última.',
    );
    expect(api.callsTo('/ops/reports/daily')).toHaveLength(1);

    // 92 days, both ends included, is the most the api gives: asked for.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-08-28' } });
    fireEvent.click(screen.getByTestId('report-show'));
    await vi.waitFor(() => expect(api.callsTo('/ops/reports/daily')).toHaveLength(2));
    expect(screen.queryByTestId('report-range-error')).toBeNull();
  });

  it('refuses a range too long in the address without calling', async () => {
    const api = fakeOpsApi({ '/ops/reports/daily': { data: twoDays } });
    signedInAs('finance');
    renderConsole('/reports?market=MX&from=2026-01-01&to=2026-12-31', 'es');
    expect((await screen.findByTestId('report-range-error')).textContent).toBe(
      'Un reporte abarca 92 días como máximo. Elige un periodo más corto.',
    );
    expect(api.callsTo('/ops/reports/daily')).toHaveLength(0);
  });
});
