import type { Language } from '@sorte/words/languages';
import { formatAmount, formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OpsPlayer } from '../api/read-player';

/** One limit, deposit or play, as a row: what is in force, used, and any change waiting. */
interface LimitRow {
  key: string;
  label: string;
  amount: number | null;
  used: number;
  pending: { amount: number | null; effectiveAt: string } | null;
  unit: 'money' | 'minutes';
}

function limitRows(player: OpsPlayer, t: Translate): LimitRow[] {
  return [
    ...player.depositLimits.limits.map((limit) => ({
      key: `deposit.${limit.period}`,
      label: t(`limit.deposit.${limit.period}`),
      amount: limit.amountMinor,
      used: limit.usedMinor,
      pending: limit.pending && {
        amount: limit.pending.amountMinor,
        effectiveAt: limit.pending.effectiveAt,
      },
      unit: 'money' as const,
    })),
    ...player.playLimits.limits.map((limit) => ({
      key: limit.key,
      label: t(`limit.${limit.key}`),
      amount: limit.amount,
      used: limit.used,
      pending: limit.pending,
      unit: limit.kind === 'time' ? ('minutes' as const) : ('money' as const),
    })),
  ];
}

function columns(player: OpsPlayer, t: Translate, language: Language): Column<LimitRow>[] {
  const value = (row: LimitRow, amount: number | null) =>
    amount === null
      ? t('player.noLimit')
      : row.unit === 'minutes'
        ? t('player.minutes', { minutes: amount })
        : formatAmount(amount, player.currency);
  return [
    { key: 'limit', header: t('player.limit'), cell: (row) => row.label },
    {
      key: 'amount',
      header: t('player.inForce'),
      align: 'end',
      cell: (row) => value(row, row.amount),
    },
    { key: 'used', header: t('player.used'), align: 'end', cell: (row) => value(row, row.used) },
    {
      key: 'pending',
      header: t('player.pending'),
      cell: (row) =>
        row.pending
          ? t('player.pendingAt', {
              amount: value(row, row.pending.amount),
              when: formatMoment(row.pending.effectiveAt, language),
            })
          : '—',
    },
  ];
}

/** Breaks, self-exclusion and limits as the player set them: shown, never editable by staff. */
export function ProtectionPanel({ player }: { player: OpsPlayer }) {
  const { t, language } = useWords();
  const { chosenAt } = player.playLimits;
  return (
    <section className="panel" aria-labelledby="player-protection">
      <h2 id="player-protection">{t('player.protection')}</h2>
      <p className="muted small">{t('player.protectionText')}</p>
      <div className="badges">
        <StatusBadge
          tone="quiet"
          label={t('player.reminder', { minutes: player.protection.reminderMinutes })}
        />
        <StatusBadge
          tone="quiet"
          label={
            chosenAt
              ? t('player.limitsChosen', { when: formatMoment(chosenAt, language) })
              : t('player.limitsNotChosen')
          }
        />
      </div>
      <DataTable
        caption={t('player.protection')}
        columns={columns(player, t, language)}
        rows={limitRows(player, t)}
        rowKey={(row) => row.key}
        testId="player-limits"
      />
    </section>
  );
}
