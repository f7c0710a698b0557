import type { sharedLinks } from '@sorte/contracts';
import { errorWords } from '../../../lib/error-words';
import { formatAmount, formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useWithdrawalRisk } from '../api/read-withdrawal-risk';
import type { WithdrawalRisk } from '../api/read-withdrawal-risk';

type Tally = WithdrawalRisk['deposits'][number];
type SharedLink = (typeof sharedLinks)[number];

/** Counts and sums per currency, "2 · R$ 150,00"; none says so. */
function Tallies({ tallies, none }: { tallies: readonly Tally[]; none: string }) {
  if (tallies.length === 0) return <span className="muted">{none}</span>;
  return (
    <span className="cell-stack">
      {tallies.map((tally) => (
        <span key={tally.currency}>
          {tally.count} ·{' '}
          <span className="amount">{formatAmount(tally.sumMinor, tally.currency)}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * What staff should know about a withdrawal's player before approving it: money in and out,
 * bonuses, turnover still to play, the devices they use, and every other account sharing a
 * device, a payout account or the CPF, flagged.
 */
export function RiskPanel({ orderId, id }: { orderId: string; id: string }) {
  const { t, language } = useWords();
  const risk = useWithdrawalRisk(orderId);
  if (risk.isPending) return <LoadingState />;
  if (risk.isError)
    return <ErrorState text={errorWords(risk.error, t)} onRetry={() => void risk.refetch()} />;
  const data = risk.data;
  const none = t('risk.none');
  return (
    <section
      className="risk"
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`risk-${orderId}`}
    >
      <h2 id={`${id}-title`} className="risk-title">
        {t('risk.title', { player: data.username ?? data.playerId })}
      </h2>
      <dl className="facts">
        <div>
          <dt>{t('risk.deposits')}</dt>
          <dd data-testid="risk-deposits">
            <Tallies tallies={data.deposits} none={none} />
          </dd>
        </div>
        <div>
          <dt>{t('risk.withdrawals')}</dt>
          <dd data-testid="risk-withdrawals">
            <Tallies tallies={data.withdrawals} none={none} />
          </dd>
        </div>
        <div>
          <dt>{t('risk.bonuses')}</dt>
          <dd data-testid="risk-bonuses">
            <Tallies tallies={data.bonuses} none={none} />
          </dd>
        </div>
        <div>
          <dt>{t('risk.turnover')}</dt>
          <dd data-testid="risk-turnover">
            {data.turnover.length === 0 ? (
              <span className="muted">{none}</span>
            ) : (
              data.turnover.map((each) => (
                <span key={each.currency} className="amount">
                  {formatAmount(each.wageringRemainingMinor, each.currency)}
                </span>
              ))
            )}
          </dd>
        </div>
        <div>
          <dt>{t('risk.devices')}</dt>
          <dd data-testid="risk-devices">
            {data.devices.length === 0 ? (
              <span className="muted">{none}</span>
            ) : (
              <span className="cell-stack">
                {data.devices.map((device) => (
                  <span key={device.deviceId}>
                    <span className="mono">{device.deviceId.slice(0, 12)}</span>{' '}
                    <span className="muted small">
                      {t('risk.firstSeen', { when: formatMoment(device.firstSeenAt, language) })}
                    </span>
                  </span>
                ))}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <SharedAccounts shared={data.sharedWith} />
    </section>
  );
}

const linkWords = {
  device: 'risk.link.device',
  payout_account: 'risk.link.payout_account',
  cpf: 'risk.link.cpf',
} as const satisfies Record<SharedLink, string>;

function SharedAccounts({ shared }: { shared: WithdrawalRisk['sharedWith'] }) {
  const { t } = useWords();
  if (shared.length === 0) {
    return (
      <p className="risk-clear" data-testid="risk-shared-none">
        <StatusBadge tone="good" label={t('risk.sharedNone')} />
      </p>
    );
  }
  return (
    <div className="risk-shared" data-testid="risk-shared">
      <p className="risk-warning" role="note">
        <strong>{t('risk.sharedWarning', { count: shared.length })}</strong>
      </p>
      <ul className="shared-list">
        {shared.map((account) => (
          <li key={account.playerId} data-testid={`shared-${account.playerId}`}>
            <span className="mono player-id">{account.playerId}</span>
            {account.username && <span className="muted"> · {account.username}</span>}
            <span className="badges">
              {account.links.map((link) => (
                <StatusBadge key={link} tone="bad" label={t(linkWords[link])} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
