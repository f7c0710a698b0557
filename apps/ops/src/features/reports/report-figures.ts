import type { OpsWordKey } from '@sorte/words/ops';
import type { DailyRow } from './api/read-daily-report';

export type Figure = Exclude<keyof DailyRow, 'day' | 'depositCount'>;

export interface FigureColumn {
  figure: Figure;
  header: OpsWordKey;
  kind: 'money' | 'players';
}

/** The report's figures in the table's order, which the CSV keeps too. */
export const figureColumns: readonly FigureColumn[] = [
  { figure: 'depositsMinor', header: 'reports.deposits', kind: 'money' },
  { figure: 'withdrawalsMinor', header: 'reports.withdrawals', kind: 'money' },
  { figure: 'betsMinor', header: 'reports.bets', kind: 'money' },
  { figure: 'winsMinor', header: 'reports.wins', kind: 'money' },
  { figure: 'ggrMinor', header: 'reports.ggr', kind: 'money' },
  { figure: 'bonusesMinor', header: 'reports.bonuses', kind: 'money' },
  { figure: 'adjustmentsMinor', header: 'reports.adjustments', kind: 'money' },
  { figure: 'rollbacksMinor', header: 'reports.rollbacks', kind: 'money' },
  { figure: 'activePlayers', header: 'reports.active', kind: 'players' },
  { figure: 'newPlayers', header: 'reports.newPlayers', kind: 'players' },
  { figure: 'firstDepositors', header: 'reports.firstDepositors', kind: 'players' },
];

/**
 * A figure summed over the range. Active players are not: one player active on three days would
 * count three times, and the range's distinct players are not in the report, so it has no total.
 * New and first-depositing players each happen once per player, so they add up.
 */
export function totalOf(days: readonly DailyRow[], figure: Figure): number | null {
  if (figure === 'activePlayers') return null;
  return days.reduce((sum, day) => sum + day[figure], 0);
}
