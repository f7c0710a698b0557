import { Link } from 'react-router';
import type { Language } from '@sorte/words/languages';
import { formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { PlayerSearchResult } from '../api/search-players';

/** What the player's page goes back to: the search that found them. */
export interface BackTo {
  search: string;
}

function columns(t: Translate, language: Language, query: string): Column<PlayerSearchResult>[] {
  return [
    {
      key: 'player',
      header: t('players.player'),
      cell: (player) => (
        <div className="cell-stack">
          <Link
            className="link"
            to={encodeURIComponent(player.playerId)}
            state={{ search: `?q=${encodeURIComponent(query)}` } satisfies BackTo}
            data-testid={`open-player-${player.playerId}`}
          >
            {player.username || player.nick}
          </Link>
          {player.username && player.nick && <span className="muted small">{player.nick}</span>}
        </div>
      ),
    },
    {
      key: 'ids',
      header: t('players.ids'),
      cell: (player) => (
        <div className="cell-stack">
          <span className="mono player-id">{player.playerId}</span>
          <span className="muted small">{t('players.userId', { userId: player.userId })}</span>
        </div>
      ),
    },
    {
      key: 'contact',
      header: t('players.contact'),
      cell: (player) => (
        <div className="cell-stack">
          <span>{player.email || '—'}</span>
          <span className="muted small">{player.phone ?? '—'}</span>
        </div>
      ),
    },
    {
      key: 'market',
      header: t('players.market'),
      cell: (player) => (
        <div className="cell-stack">
          <span>{player.market}</span>
          <span className="muted small">
            {t('players.userType')} {player.userType}
          </span>
        </div>
      ),
    },
    {
      key: 'matched',
      header: t('players.matched'),
      cell: (player) => (
        <div className="cell-stack">
          <span>{t(`key.${player.matchedBy}`)}</span>
          <StatusBadge
            tone={player.exact ? 'good' : 'quiet'}
            label={player.exact ? t('players.exact') : t('players.startsWith')}
          />
        </div>
      ),
    },
    {
      key: 'created',
      header: t('players.created'),
      cell: (player) => (
        <time dateTime={player.createdAt}>{formatMoment(player.createdAt, language)}</time>
      ),
    },
  ];
}

/** What a search found: each player with the key the query matched, exact matches first. */
export function SearchResults({
  rows,
  query,
  t,
  language,
}: {
  rows: readonly PlayerSearchResult[];
  query: string;
  t: Translate;
  language: Language;
}) {
  return (
    <DataTable
      caption={t('players.title')}
      columns={columns(t, language, query)}
      rows={rows}
      rowKey={(player) => player.playerId}
      testId="player-results"
      rowTestId={(player) => `player-row-${player.playerId}`}
    />
  );
}
