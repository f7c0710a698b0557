import { ButtonLink } from '../../../components/ui/button';
import { useRewardWords } from '../reward-words';

/** A reward the market does not offer, reached by an old link: said plainly, with a way back. */
export function RewardNotOffered({ message, listPath }: { message: string; listPath: string }) {
  const w = useRewardWords();
  return (
    <div className="empty-state" data-testid="reward-not-offered">
      <p className="empty-state__title">{message}</p>
      <ButtonLink to={listPath}>{w('item.toList')}</ButtonLink>
    </div>
  );
}
