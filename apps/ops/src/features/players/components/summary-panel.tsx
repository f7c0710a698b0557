import type { ReactNode } from 'react';
import { formatAmount, formatMoment } from '../../../lib/format';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { OpsPlayer } from '../api/read-player';
import { UserTypeControl } from './user-type-control';

function Tile({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="tile">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Whether the player may play and deposit now, or is on a break or self-excluded until when. */
function Exclusion({ player }: { player: OpsPlayer }) {
  const { t, language } = useWords();
  const { excludedUntil, exclusionKind } = player.protection;
  if (!excludedUntil)
    return <StatusBadge tone="good" label={t('player.free')} testId="player-exclusion" />;
  const until = formatMoment(excludedUntil, language);
  const label =
    exclusionKind === 'self_exclusion'
      ? t('player.selfExcluded', { until })
      : t('player.onBreak', { until });
  return <StatusBadge tone="bad" label={label} testId="player-exclusion" />;
}

/** What staff look at first: the balance, the turnover owed, standing, and whether they may play. */
export function SummaryPanel({ player }: { player: OpsPlayer }) {
  const { t } = useWords();
  const maySetType = useMay('/ops/players/type');
  const { cashMinor, wageringRemainingMinor, wageringTargetMinor } = player.balances;
  const money = (amountMinor: number) => formatAmount(amountMinor, player.currency);
  const done = wageringTargetMinor > 0 ? 1 - wageringRemainingMinor / wageringTargetMinor : 1;
  return (
    <section className="panel" aria-label={t('player.summary')}>
      <dl className="tiles">
        <Tile label={t('player.balance')}>
          <span className="balance-amount amount" data-testid="player-balance">
            {money(cashMinor)}
          </span>
          <span className="muted small">{t('player.balanceNote')}</span>
        </Tile>
        <Tile label={t('player.wagering')}>
          <span className="amount" data-testid="player-wagering">
            {wageringRemainingMinor > 0
              ? t('player.wageringOf', {
                  remaining: money(wageringRemainingMinor),
                  target: money(wageringTargetMinor),
                })
              : t('player.wageringNone')}
          </span>
          {wageringRemainingMinor > 0 && (
            <progress
              className="wagering"
              max={1}
              value={Math.max(0, Math.min(1, done))}
              aria-label={t('player.wagering')}
            />
          )}
          <span className="muted small">{t('player.wageringNote')}</span>
        </Tile>
        <Tile label={t('player.vip')} testId="player-vip">
          {t('player.vipLevel', { level: player.vipLevel })}
        </Tile>
        <Tile label={t('player.userType')} testId="player-user-type">
          {maySetType ? <UserTypeControl key={player.userType} player={player} /> : player.userType}
        </Tile>
        <Tile label={t('player.playState')}>
          <Exclusion player={player} />
        </Tile>
      </dl>
    </section>
  );
}
