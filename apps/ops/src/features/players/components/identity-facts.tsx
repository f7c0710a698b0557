import type { ReactNode } from 'react';
import { formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import type { OpsPlayer } from '../api/read-player';

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Who the player is and where they play. */
export function IdentityFacts({ player }: { player: OpsPlayer }) {
  const { t, language } = useWords();
  const none = <span className="muted">{t('player.none')}</span>;
  return (
    <section className="panel" aria-labelledby="player-identity">
      <h2 id="player-identity">{t('player.identity')}</h2>
      <dl className="facts facts-grid">
        <Fact label={t('player.playerId')}>
          <span className="mono">{player.playerId}</span>
        </Fact>
        <Fact label={t('player.userId')}>
          <span className="mono">{player.userId}</span>
        </Fact>
        <Fact label={t('player.nick')}>{player.nick || none}</Fact>
        <Fact label={t('player.email')}>{player.email || none}</Fact>
        <Fact label={t('player.phone')}>{player.phone ?? none}</Fact>
        <Fact label={t('player.cpf')}>{player.cpf ?? none}</Fact>
        <Fact label={t('player.market')} testId="player-market">
          {player.market} · {player.currency}
        </Fact>
        <Fact label={t('player.createdAt')}>
          <time dateTime={player.createdAt}>{formatMoment(player.createdAt, language)}</time>
        </Fact>
        <Fact label={t('player.lastLogin')}>
          {player.lastLoginAt ? (
            <time dateTime={player.lastLoginAt}>{formatMoment(player.lastLoginAt, language)}</time>
          ) : (
            t('player.never')
          )}
        </Fact>
      </dl>
    </section>
  );
}
