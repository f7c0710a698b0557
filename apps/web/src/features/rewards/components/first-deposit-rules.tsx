import { Button } from '../../../components/ui/button';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';

/** The first-deposit offer as the server states it for this player, and the way to take it. */
export function FirstDepositRules({
  offer,
  depositWageringMultiple,
  bonusWageringMultiple,
  onDeposit,
}: {
  offer: { amountMinor: number; arrivalMinor: number };
  depositWageringMultiple: number;
  bonusWageringMultiple: number;
  onDeposit: () => void;
}) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  return (
    <>
      <section className="card" aria-labelledby="reward-rules-title">
        <h2 id="reward-rules-title" className="section-title">
          {w('rules.title')}
        </h2>
        <ul className="check-list" data-testid="reward-rules">
          <li>
            {w('firstDeposit.intro', {
              deposit: money(offer.amountMinor),
              credit: money(offer.arrivalMinor),
              bonus: money(offer.arrivalMinor - offer.amountMinor),
            })}
          </li>
          <li>
            {w('firstDeposit.wagering', {
              depositMultiple: depositWageringMultiple,
              bonusMultiple: bonusWageringMultiple,
            })}
          </li>
          <li>{w('firstDeposit.once')}</li>
          <li>{w('rules.honest')}</li>
        </ul>
      </section>
      <Button block data-testid="first-deposit-go" onClick={onDeposit}>
        {w('firstDeposit.go', { deposit: money(offer.amountMinor) })}
      </Button>
    </>
  );
}
