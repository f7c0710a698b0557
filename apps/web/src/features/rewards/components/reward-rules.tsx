import type { ReactNode } from 'react';
import { useRewardWords } from '../reward-words';

/** The rules every reward shares, after its own: the wagering it adds and where it lands. */
export function RewardRules({
  wageringMultiple,
  children,
}: {
  wageringMultiple: number;
  children?: ReactNode;
}) {
  const w = useRewardWords();
  return (
    <section className="card" aria-labelledby="reward-rules-title">
      <h2 id="reward-rules-title" className="section-title">
        {w('rules.title')}
      </h2>
      <ul className="check-list" data-testid="reward-rules">
        {children}
        <li>
          {wageringMultiple > 0
            ? w('rules.wagering', { multiple: wageringMultiple })
            : w('rules.noWagering')}
        </li>
        <li>{w('rules.balance')}</li>
        <li>{w('rules.honest')}</li>
      </ul>
    </section>
  );
}
