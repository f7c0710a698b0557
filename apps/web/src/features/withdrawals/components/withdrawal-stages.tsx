import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import './withdrawal-stages.css';

/** The stages every withdrawal moves through (PRODUCT.md §3.4), in order. */
export const withdrawalStages = ['requested', 'reviewing', 'approved', 'sent', 'paid'] as const;
export type WithdrawalStage = (typeof withdrawalStages)[number];

const stageLabels: Record<WithdrawalStage, MessageKey> = {
  requested: 'security.stage.requested',
  reviewing: 'security.stage.reviewing',
  approved: 'security.stage.approved',
  sent: 'security.stage.sent',
  paid: 'security.stage.paid',
};

export function WithdrawalStages({ current }: { current?: WithdrawalStage }) {
  const t = useTranslate();
  const currentIndex = current ? withdrawalStages.indexOf(current) : -1;
  return (
    <ol className="withdrawal-stages">
      {withdrawalStages.map((stage, index) => (
        <li
          key={stage}
          className={index <= currentIndex ? 'is-done' : undefined}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className="withdrawal-stages__dot" aria-hidden="true">
            {index + 1}
          </span>
          <span className="withdrawal-stages__label">{t(stageLabels[stage])}</span>
        </li>
      ))}
    </ol>
  );
}
