import { getMarket, isMarketCode } from '@sorte/markets';
import type { OpsWordKey } from '@sorte/words/ops';
import { formatAmount } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import type { HarmEntry } from '../api/list-harm-queue';

type Marker = HarmEntry['markers'][number];

/** Each marker the api scores, its name and the sentence its evidence reads as. */
const markerWords = {
  deposits_rising: ['harm.marker.deposits_rising', 'harm.evidence.deposits_rising'],
  deposits_after_loss: ['harm.marker.deposits_after_loss', 'harm.evidence.deposits_after_loss'],
  withdrawals_cancelled: [
    'harm.marker.withdrawals_cancelled',
    'harm.evidence.withdrawals_cancelled',
  ],
  night_play: ['harm.marker.night_play', 'harm.evidence.night_play'],
  limits_raised: ['harm.marker.limits_raised', 'harm.evidence.limits_raised'],
  long_sessions: ['harm.marker.long_sessions', 'harm.evidence.long_sessions'],
} as const satisfies Record<string, readonly [OpsWordKey, OpsWordKey]>;

function isKnown(marker: string): marker is keyof typeof markerWords {
  return marker in markerWords;
}

/** The evidence's amounts in the player's market currency; its counts as they are. */
function evidenceValues(evidence: Marker['evidence'], market: string) {
  const currency = isMarketCode(market) ? getMarket(market).currency : null;
  const money = (minor: number) => (currency ? formatAmount(minor, currency) : String(minor));
  const value = (name: string) => evidence[name] ?? 0;
  return {
    amount: money(value('last7DaysMinor')),
    count: value('last7DaysCount'),
    average: money(value('weeklyAverageBeforeMinor')),
    deposits: value('deposits'),
    floor: money(100),
    cancelled: value('cancelled'),
    bets: value('bets'),
    nightBets: value('nightBets'),
    raises: value('raises'),
    minutes: value('longestMinutes'),
  };
}

/** The markers a player fired, each named and its evidence said in plain words. */
export function MarkerEvidence({
  markers,
  market,
  t,
}: {
  markers: readonly Marker[];
  market: string;
  t: Translate;
}) {
  return (
    <ul className="markers">
      {markers.map((marker) => {
        const known = isKnown(marker.marker) ? markerWords[marker.marker] : null;
        return (
          <li key={marker.marker} data-testid={`marker-${marker.marker}`}>
            <strong>{known ? t(known[0]) : marker.marker}</strong>{' '}
            <span className="muted">
              {known
                ? t(known[1], evidenceValues(marker.evidence, market))
                : Object.entries(marker.evidence)
                    .map(([name, figure]) => `${name}: ${figure}`)
                    .join(', ')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
