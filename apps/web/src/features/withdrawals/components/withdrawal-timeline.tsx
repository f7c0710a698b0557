import { withdrawalForwardStages, withdrawalStageMessages } from '@sorte/markets';
import type { WithdrawalStage } from '@sorte/markets';
import { useTranslate } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import type { WithdrawalOrder } from '../api/withdrawal-process';

interface TimelineItem {
  stage: WithdrawalStage;
  at: string | null;
}

/**
 * The stages to draw: every forward stage while the withdrawal can still reach it; once it ended
 * with a refund, those it reached and then the ending, since the rest will never come.
 */
export function timelineOf(order: Pick<WithdrawalOrder, 'status' | 'stages'>): TimelineItem[] {
  const reachedAt = new Map(order.stages.map((reached) => [reached.stage, reached.at]));
  const forward = withdrawalForwardStages.map((stage) => ({
    stage,
    at: reachedAt.get(stage) ?? null,
  }));
  const ending = order.status;
  if (ending !== 'rejected' && ending !== 'failed' && ending !== 'cancelled') return forward;
  return [
    ...forward.filter((item) => item.at !== null),
    { stage: ending, at: reachedAt.get(ending) ?? null },
  ];
}

/**
 * A withdrawal's stages as a timeline, each with its time on the market's clock, and what the
 * current stage means unless the card says more beside it (`explain` false: a failure's reason).
 */
export function WithdrawalTimeline({
  order,
  explain = true,
}: {
  order: WithdrawalOrder;
  explain?: boolean;
}) {
  const t = useTranslate();
  const market = useMarket();
  const words = withdrawalStageMessages[market.language];
  return (
    <ol className="withdrawal-timeline" data-testid="withdrawal-timeline">
      {timelineOf(order).map((item) => {
        const current = item.stage === order.status;
        const classes = [
          'withdrawal-timeline__stage',
          item.at === null ? 'is-pending' : 'is-reached',
          current ? 'is-current' : '',
          `withdrawal-timeline__stage--${item.stage}`,
        ];
        return (
          <li
            key={item.stage}
            className={classes.filter(Boolean).join(' ')}
            aria-current={current ? 'step' : undefined}
            data-testid={`withdrawal-stage-${item.stage}`}
          >
            <span className="withdrawal-timeline__dot" aria-hidden="true" />
            <div className="withdrawal-timeline__body">
              <div className="withdrawal-timeline__head">
                <span className="withdrawal-timeline__label">{words[item.stage].label}</span>
                <time className="withdrawal-timeline__time" dateTime={item.at ?? undefined}>
                  {item.at === null ? t('tracker.notYet') : formatMarketTime(item.at, market)}
                </time>
              </div>
              {current && explain ? (
                <p className="withdrawal-timeline__explanation">{words[item.stage].explanation}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
