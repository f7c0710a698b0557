import { describe, expect, it } from 'vitest';
import { dailyReport, reportDay } from '../../test/ops-fixtures';
import { translatorFor } from '../../lib/words';
import type { Translate } from '../../lib/words';
import { dailyReportCsv, dailyReportFileName } from './report-csv';

const english = translatorFor('en');
const header =
  'Day,Currency,Deposits,Withdrawals,Bets,Wins,GGR,Bonus cost,Adjustments,Rollbacks,Active players,New players,First depositors';

function linesOf(csv: string): string[] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(0, -2).split('\r\n');
}

describe('the daily report as CSV', () => {
  it('is the table: a header, a line per day with ISO dates and decimal reais, then the totals', () => {
    const report = dailyReport([
      reportDay('2026-11-26', {
        depositsMinor: 123_456,
        withdrawalsMinor: 50_000,
        betsMinor: 10_005,
        winsMinor: 7_000,
        ggrMinor: 3_005,
        bonusesMinor: 2_000,
        adjustmentsMinor: -150,
        rollbacksMinor: 0,
        activePlayers: 3,
        newPlayers: 2,
        firstDepositors: 1,
      }),
      reportDay('2026-11-27', { depositsMinor: 1_000_000, activePlayers: 2, newPlayers: 1 }),
    ]);
    expect(linesOf(dailyReportCsv(report, english))).toEqual([
      header,
      '2026-11-26,BRL,1234.56,500.00,100.05,70.00,30.05,20.00,-1.50,0.00,3,2,1',
      '2026-11-27,BRL,10000.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,2,1,0',
      // Active players have no total: the report does not say how many distinct players played.
      'Total,BRL,11234.56,500.00,100.05,70.00,30.05,20.00,-1.50,0.00,,3,1',
    ]);
  });

  it('writes Philippine and Mexican pesos as decimals of their own currency', () => {
    const pesos = (market: 'PH' | 'MX', currency: 'PHP' | 'MXN') =>
      linesOf(
        dailyReportCsv(
          dailyReport([reportDay('2026-11-27', { depositsMinor: 2_500_075, winsMinor: 5 })], {
            market,
            currency,
          }),
          english,
        ),
      )[1];
    expect(pesos('PH', 'PHP')).toBe(
      '2026-11-27,PHP,25000.75,0.00,0.00,0.05,0.00,0.00,0.00,0.00,0,0,0',
    );
    expect(pesos('MX', 'MXN')).toBe(
      '2026-11-27,MXN,25000.75,0.00,0.00,0.05,0.00,0.00,0.00,0.00,0,0,0',
    );
  });

  it('quotes a field holding a comma, a quote or a line end, doubling inner quotes', () => {
    const words: Translate = (key, values) =>
      key === 'reports.deposits'
        ? 'Deposits, paid'
        : key === 'reports.wins'
          ? 'Wins "net"'
          : key === 'reports.bets'
            ? 'Bets\nplaced'
            : english(key, values);
    const [first] = linesOf(dailyReportCsv(dailyReport([reportDay('2026-11-27')]), words));
    expect(first).toBe(
      'Day,Currency,"Deposits, paid",Withdrawals,"Bets\nplaced","Wins ""net""",GGR,Bonus cost,Adjustments,Rollbacks,Active players,New players,First depositors',
    );
  });

  it('heads its columns in the staff member’s language', () => {
    const [first] = linesOf(
      dailyReportCsv(dailyReport([reportDay('2026-11-27')]), translatorFor('pt-BR')),
    );
    expect(first).toBe(
      'Dia,Moeda,Depósitos,Saques,Apostas,Prêmios,GGR,Custo de bônus,Ajustes,Estornos de apostas,Jogadores ativos,Novos jogadores,Primeiros depósitos',
    );
  });

  it('names the file by market and days', () => {
    const report = dailyReport([reportDay('2026-10-29'), reportDay('2026-11-27')]);
    expect(dailyReportFileName(report)).toBe('sorte-daily-report-BR-2026-10-29-2026-11-27.csv');
  });
});
