import { Link } from 'react-router';
import { ChevronIcon } from '../../../components/ui/page-icons';
import { useRewardWords } from '../reward-words';
import type { ArtRegion, RewardMotif } from './reward-art';
import { RewardArt } from './reward-art';
import './promotion-list.css';

export interface PromotionEntry {
  /** The item page's `?id=` (`sign-in`, `tasks`, `vip`, `invite`, `first-deposit`). */
  id: string;
  title: string;
  summary: string;
  motif: RewardMotif;
}

/**
 * The promotions that run for this player now, each opening its page of rules. Its introduction
 * is `PromotionListIntro`, which the page shows while the answers are still on their way.
 */
export function PromotionList({
  entries,
  itemPath,
  region,
}: {
  entries: readonly PromotionEntry[];
  itemPath: string;
  region: ArtRegion;
}) {
  const w = useRewardWords();
  return (
    <ul className="promotion-list" data-testid="promotion-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link
            className="promotion"
            to={`${itemPath}?id=${entry.id}`}
            data-testid={`promotion-${entry.id}`}
          >
            <span className="promotion__art">
              <RewardArt region={region} motif={entry.motif} />
            </span>
            <span className="promotion__copy">
              <span className="promotion__title">{entry.title}</span>
              <span className="promotion__text">{entry.summary}</span>
              <span className="promotion__more">{w('list.open')}</span>
            </span>
            <ChevronIcon className="promotion__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the list is, or that none runs (`entries`: null while the answers are on their way, when
 * the VIP programme, which always runs, is reason enough to introduce a list).
 */
export function PromotionListIntro({ entries }: { entries: readonly PromotionEntry[] | null }) {
  const w = useRewardWords();
  return <p className="lead">{entries?.length === 0 ? w('list.none') : w('list.intro')}</p>;
}
