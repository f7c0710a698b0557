import { useQueryClient } from '@tanstack/react-query';
import {
  payoutChannelLabel,
  payoutFailureMessages,
  payoutFailureReasons,
  withdrawalStageMessages,
} from '@sorte/markets';
import type { PayoutFailureReason } from '@sorte/markets';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ClockIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { cancelWithdrawal } from '../api/cancel-withdrawal';
import { isOpenWithdrawal, useWithdrawalProcess } from '../api/withdrawal-process';
import type { WithdrawalOrder } from '../api/withdrawal-process';
import { moneyOf } from './money-of';
import { WithdrawalTimeline } from './withdrawal-timeline';
import './withdrawal-tracker.css';
import { Button, ButtonLink } from '../../../components/ui/button';

export interface WithdrawalTrackerProps {
  /** The withdrawal to follow; null follows the one on its way, or else the latest. */
  orderId: string | null;
  /** Where the player changes an account (after a wrong key). */
  accountHref: (accountId: number) => string;
}

function isFailureReason(reason: string | null): reason is PayoutFailureReason {
  return (payoutFailureReasons as readonly (string | null)[]).includes(reason);
}

/**
 * One withdrawal as its owner follows it: the amounts, where it goes, each stage with its time,
 * why it failed or was rejected and what came back, the deadline where the profile sets one, and
 * a way to cancel while it is still in review. It asks again by itself while the withdrawal is on
 * its way.
 */
export function WithdrawalTracker({ orderId, accountHref }: WithdrawalTrackerProps) {
  const t = useTranslate();
  const token = useUserInfo()?.token ?? null;
  const process = useWithdrawalProcess(token, orderId);
  if (process.data === undefined) {
    return <section className="card withdrawal-order" aria-busy="true" />;
  }
  if (process.data === null) {
    return (
      <section className="card">
        <EmptyState icon={<ClockIcon />} title={t('tracker.empty')} hint={t('tracker.emptyHint')} />
      </section>
    );
  }
  return <OrderCard key={process.data.orderId} order={process.data} accountHref={accountHref} />;
}

type Money = (minor: number) => string;

/** What arrives, what was kept as a fee or a tax, and the account it goes to. */
function OrderRows({ order, money }: { order: WithdrawalOrder; money: Money }) {
  const t = useTranslate();
  const market = useMarket();
  const rows: [string, string, string][] = [
    ['arrives', t('tracker.arrives'), money(order.arrivesMinor)],
    ...(order.feeMinor > 0
      ? [['fee', t('tracker.fee'), money(order.feeMinor)] as [string, string, string]]
      : []),
    ...(order.taxMinor > 0
      ? [['tax', t('tracker.tax'), money(order.taxMinor)] as [string, string, string]]
      : []),
    [
      'to',
      t('tracker.to'),
      `${payoutChannelLabel(order.channelId, market.language)} ${order.accountMasked}`,
    ],
  ];
  return (
    <dl className="withdrawal-order__rows">
      {rows.map(([name, label, value]) => (
        <div key={name} className="withdrawal-order__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why it failed or was rejected, and what came back to the balance. */
function OrderOutcome({ order, money }: { order: WithdrawalOrder; money: Money }) {
  const t = useTranslate();
  const market = useMarket();
  return (
    <>
      {order.status === 'failed' && isFailureReason(order.failureReason) ? (
        <p
          className="notice notice--problem withdrawal-order__reason"
          data-testid="withdrawal-reason"
        >
          {payoutFailureMessages[market.language][order.failureReason]}
        </p>
      ) : null}
      {order.status === 'rejected' && order.rejectionReason ? (
        <p
          className="notice notice--problem withdrawal-order__reason"
          data-testid="withdrawal-reason"
        >
          {t('tracker.rejectionReason', { reason: order.rejectionReason })}
        </p>
      ) : null}
      {order.refundedMinor > 0 ? (
        <p className="notice notice--done withdrawal-order__refund" data-testid="withdrawal-refund">
          {t('tracker.refunded', { amount: money(order.refundedMinor) })}
        </p>
      ) : null}
    </>
  );
}

/** Cancelling while still in review: asked once more, then every view of the money asked again. */
function CancelWithdrawal({ order, money }: { order: WithdrawalOrder; money: Money }) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);

  async function cancel() {
    setSending(true);
    try {
      await cancelWithdrawal({ orderId: order.orderId });
      setAsking(false);
      for (const key of [
        'withdrawal-process',
        'withdrawal-orders',
        'withdraw-info',
        'account-info',
      ]) {
        await queryClient.invalidateQueries({ queryKey: [key] });
      }
    } catch {
      // Shown to the player by the api client (it may have been approved meanwhile).
    } finally {
      setSending(false);
    }
  }

  if (!order.cancellable) return null;
  if (!asking) {
    return (
      <Button variant="ghost" block data-testid="withdrawal-cancel" onClick={() => setAsking(true)}>
        {t('tracker.cancel')}
      </Button>
    );
  }
  return (
    <div className="withdrawal-order__ask" role="alertdialog" aria-live="polite">
      <p>{t('tracker.cancelAsk', { amount: money(order.amountMinor) })}</p>
      <div className="withdrawal-order__ask-buttons">
        <Button variant="ghost" onClick={() => setAsking(false)}>
          {t('tracker.cancelKeep')}
        </Button>
        <Button
          variant="secondary"
          disabled={sending}
          data-testid="withdrawal-cancel-confirm"
          onClick={() => void cancel()}
        >
          {t('tracker.cancelConfirm')}
        </Button>
      </div>
    </div>
  );
}

function OrderCard({
  order,
  accountHref,
}: {
  order: WithdrawalOrder;
  accountHref: (accountId: number) => string;
}) {
  const t = useTranslate();
  const market = useMarket();
  const money = moneyOf(order.currency, market.currency);
  const words = withdrawalStageMessages[market.language];
  const open = isOpenWithdrawal(order);
  // A failure's or a rejection's own reason says more than the stage's general explanation.
  const reasonShown =
    (order.status === 'failed' && isFailureReason(order.failureReason)) ||
    (order.status === 'rejected' && order.rejectionReason !== null);
  return (
    <section
      className="card withdrawal-order"
      data-testid="withdrawal-order"
      data-status={order.status}
    >
      <header className="withdrawal-order__head">
        <span className="withdrawal-order__amount">{money(order.amountMinor)}</span>
        <span
          className={`stage-badge stage-badge--${order.status}`}
          data-testid="withdrawal-status"
        >
          {words[order.status].label}
        </span>
      </header>
      <p className="withdrawal-order__id">{t('tracker.orderId', { id: order.orderId })}</p>
      <OrderRows order={order} money={money} />
      {open && order.deadlineAt !== null ? <DeadlineLine deadlineAt={order.deadlineAt} /> : null}
      {order.status === 'paid' && order.deadlineAt !== null ? (
        <DeadlineKept order={order} deadlineAt={order.deadlineAt} />
      ) : null}
      <WithdrawalTimeline order={order} explain={!reasonShown} />
      <OrderOutcome order={order} money={money} />
      {order.status === 'failed' && order.accountId !== null ? (
        <ButtonLink
          variant="secondary"
          block
          to={accountHref(order.accountId)}
          data-testid="withdrawal-change-account"
        >
          {t('tracker.changeAccount')}
        </ButtonLink>
      ) : null}
      <CancelWithdrawal order={order} money={money} />
    </section>
  );
}

/** How often the minutes left before the deadline are counted again. */
const deadlineTickMs = 30_000;

/**
 * The payout deadline the profile promises (br-regulated: 120 minutes), counted down: when it
 * falls on the market's clock beside the minutes left, or, once past, what the player can do.
 */
function DeadlineLine({ deadlineAt }: { deadlineAt: string }) {
  const t = useTranslate();
  const market = useMarket();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), deadlineTickMs);
    return () => clearInterval(timer);
  }, []);
  const minutesLeft = Math.ceil((Date.parse(deadlineAt) - nowMs) / 60_000);
  const passed = minutesLeft <= 0;
  return (
    <div
      className={passed ? 'withdrawal-deadline withdrawal-deadline--passed' : 'withdrawal-deadline'}
      data-testid="withdrawal-deadline"
    >
      <p className="withdrawal-deadline__when">
        <span className="withdrawal-deadline__label">{t('trackerDeadline.label')}</span>
        <span data-testid="withdrawal-deadline-by">
          {t('trackerDeadline.by', { time: formatMarketTime(deadlineAt, market) })}
        </span>
      </p>
      {passed ? (
        <p className="withdrawal-deadline__passed">{t('tracker.deadlinePassed')}</p>
      ) : (
        <p className="withdrawal-deadline__left">
          <strong data-testid="withdrawal-deadline-minutes">
            {t('trackerDeadline.minutes', { minutes: minutesLeft })}
          </strong>
          <span className="withdrawal-deadline__label">
            {t(minutesLeft === 1 ? 'trackerDeadline.leftOne' : 'trackerDeadline.left')}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * Once paid, whether the deadline was kept, judged by the server's own times (the stage's time
 * against the deadline), so it does not depend on the phone's clock.
 */
function DeadlineKept({ order, deadlineAt }: { order: WithdrawalOrder; deadlineAt: string }) {
  const t = useTranslate();
  const at = (stage: string) => order.stages.find((reached) => reached.stage === stage)?.at;
  const requestedAt = at('requested');
  const paidAt = at('paid');
  if (requestedAt === undefined || paidAt === undefined) return null;
  const minutes = Math.round((Date.parse(deadlineAt) - Date.parse(requestedAt)) / 60_000);
  const kept = Date.parse(paidAt) <= Date.parse(deadlineAt);
  return (
    <p
      className={
        kept
          ? 'withdrawal-deadline withdrawal-deadline--kept'
          : 'withdrawal-deadline withdrawal-deadline--passed'
      }
      data-testid="withdrawal-deadline"
    >
      {t(kept ? 'trackerDeadline.kept' : 'trackerDeadline.missed', { minutes })}
    </p>
  );
}
