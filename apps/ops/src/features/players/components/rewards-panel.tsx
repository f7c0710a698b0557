import { formatAmount, formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import type { OpsPlayer } from '../api/read-player';

/** The latest rewards the player received, and the devices they play from. */
export function RewardsPanel({ player }: { player: OpsPlayer }) {
  const { t, language } = useWords();
  return (
    <section className="panel" aria-labelledby="player-rewards">
      <h2 id="player-rewards">{t('player.rewards')}</h2>
      {player.rewards.length === 0 ? (
        <p className="muted">{t('player.rewardsNone')}</p>
      ) : (
        <ul className="plain-list" data-testid="player-rewards">
          {player.rewards.map((reward, index) => (
            <li key={index}>
              <span>{t(`reward.${reward.kind}`)}</span>{' '}
              <strong className="amount">
                {formatAmount(reward.amountMinor, player.currency)}
              </strong>
              {reward.wageringAddedMinor > 0 && (
                <span className="muted small">
                  {' '}
                  {t('player.wageringAdded', {
                    amount: formatAmount(reward.wageringAddedMinor, player.currency),
                  })}
                </span>
              )}
              <br />
              <time className="muted small" dateTime={reward.at}>
                {formatMoment(reward.at, language)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('player.devices')}</h3>
      <ul className="plain-list" data-testid="player-devices">
        {player.devices.map((device) => (
          <li key={device.deviceId} className="mono subject">
            {device.deviceId}
          </li>
        ))}
      </ul>
    </section>
  );
}
