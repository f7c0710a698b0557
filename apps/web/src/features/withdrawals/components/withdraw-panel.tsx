import { useQueryClient } from '@tanstack/react-query';
import {
  findPayoutChannel,
  getMarket,
  payoutChannelLabel,
  quoteWithdrawal,
  withdrawalRefusalMessage,
} from '@sorte/markets';
import type { WithdrawalQuote } from '@sorte/markets';
import { isCurrencyCode, parseMoney } from '@sorte/money';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { checkWithdrawal } from '../api/check-withdrawal';
import { createWithdrawalOrder } from '../api/create-withdrawal-order';
import { usePayoutAccounts } from '../api/payout-accounts';
import type { PayoutAccountView } from '../api/payout-accounts';
import { useWithdrawInfo } from '../api/withdraw-info';
import type { WithdrawalRules } from '../api/withdraw-info';
import { useWithdrawalProcess } from '../api/withdrawal-process';
import { moneyOf } from './money-of';
import { PayoutAccountsSection } from './payout-accounts-section';
import { WithdrawalConfirm } from './withdrawal-confirm';
import { WithdrawalQuoteRows } from './withdrawal-quote-rows';
import './withdraw-panel.css';

export interface WithdrawPanelProps {
  /** Where one withdrawal is followed: `${trackerPath}?orderId=…`. */
  trackerPath: string;
  /** Open the form on this account at once (from the tracker, after a wrong key). */
  editAccountId: number | null;
  onCreated: (orderId: string) => void;
}

/**
 * Taking money out: the account it goes to, the amount (the market's chips for this player, or
 * typed), the quote by `quoteWithdrawal` (the server's own rule) as it changes, then the server's
 * word before confirming, so a refusal shows here in the player's words; none asks for a deposit.
 */
export function WithdrawPanel({ trackerPath, editAccountId, onCreated }: WithdrawPanelProps) {
  const token = useUserInfo()?.token ?? null;
  const rules = useWithdrawInfo(token).data;
  const accounts = usePayoutAccounts(token).data;
  const [chosenId, setChosenId] = useState<number | null>(editAccountId);
  if (!rules || !accounts) return <section className="card withdraw-panel" aria-busy="true" />;
  // The chosen account while it is still on the list, else the first one.
  const selected =
    accounts.list.find((account) => account.accountId === chosenId) ?? accounts.list[0] ?? null;
  return (
    <>
      {rules.openOrderId === null ? null : (
        <OpenWithdrawalNotice orderId={rules.openOrderId} trackerPath={trackerPath} />
      )}
      <PayoutAccountsSection
        data={accounts}
        selectedId={selected?.accountId ?? null}
        onSelect={setChosenId}
        editAccountId={editAccountId}
      />
      {rules.openOrderId === null ? (
        <WithdrawForm rules={rules} account={selected} onCreated={onCreated} />
      ) : null}
    </>
  );
}

/** One withdrawal at a time: while one is on its way, the way to follow it. */
function OpenWithdrawalNotice({ orderId, trackerPath }: { orderId: string; trackerPath: string }) {
  const t = useTranslate();
  const market = useMarket();
  const token = useUserInfo()?.token ?? null;
  const order = useWithdrawalProcess(token, orderId).data;
  if (!order) return null;
  return (
    <section className="card withdraw-open" data-testid="withdraw-open-order">
      <p className="withdraw-open__text">
        {t('security.openOrder', {
          amount: moneyOf(order.currency, market.currency)(order.amountMinor),
        })}
      </p>
      <Link
        className="button button--gold button--block"
        to={`${trackerPath}?orderId=${encodeURIComponent(orderId)}`}
      >
        {t('security.openOrderFollow')}
      </Link>
    </section>
  );
}

interface WithdrawFormProps {
  rules: WithdrawalRules;
  account: PayoutAccountView | null;
  onCreated: (orderId: string) => void;
}

function WithdrawForm({ rules, account, onCreated }: WithdrawFormProps) {
  const t = useTranslate();
  const market = useMarket();
  const queryClient = useQueryClient();
  const inputId = useId();
  const currency = isCurrencyCode(rules.currency) ? rules.currency : market.currency;
  const money = moneyOf(currency, market.currency);
  const [pickedMinor, setPickedMinor] = useState<number | null>(null);
  const [customText, setCustomText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<WithdrawalQuote | null>(null);
  const [sending, setSending] = useState(false);

  const typedMinor = (() => {
    if (customText.trim() === '') return null;
    const parsed = parseMoney(customText, currency);
    return parsed.ok ? parsed.amountMinor : Number.NaN;
  })();
  const chosenMinor = typedMinor ?? pickedMinor;
  const amountMinor =
    chosenMinor !== null && Number.isSafeInteger(chosenMinor) && chosenMinor > 0
      ? chosenMinor
      : null;
  const channel = account ? findPayoutChannel(market.code, account.channelId) : null;
  // The same pure function the server quotes with, so what is shown is what will be held.
  const quote =
    amountMinor !== null && channel
      ? quoteWithdrawal(getMarket(market.code), { amountMinor, channel })
      : null;
  const destination = account
    ? `${payoutChannelLabel(account.channelId, market.language)} ${account.accountMasked}`
    : '';

  function choose(next: { picked: number | null; typed: string }) {
    setPickedMinor(next.picked);
    setCustomText(next.typed);
    setProblem(null);
  }

  async function submit() {
    setProblem(null);
    if (!account) {
      setProblem(
        withdrawalRefusalMessage(
          { code: 'account_missing' },
          { language: market.language, currency },
        ),
      );
      return;
    }
    if (amountMinor === null) {
      setProblem(t('security.chooseAmount'));
      return;
    }
    setSending(true);
    try {
      const checked = await checkWithdrawal({ amountMinor, accountId: account.accountId });
      if (checked.refusal) setProblem(checked.refusal.message);
      else if (checked.quote) setConfirming(checked.quote);
    } catch {
      // Shown to the player by the api client.
    } finally {
      setSending(false);
    }
  }

  async function confirm(confirmed: WithdrawalQuote) {
    if (!account) return;
    setSending(true);
    try {
      const { order } = await createWithdrawalOrder({
        amountMinor: confirmed.amountMinor,
        accountId: account.accountId,
        feeMinor: confirmed.feeMinor,
        taxMinor: confirmed.taxMinor,
      });
      setConfirming(null);
      for (const key of [
        'withdraw-info',
        'account-info',
        'withdrawal-orders',
        'withdrawal-process',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
      onCreated(order.orderId);
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setSending(false);
    }
  }

  // Inside a sentence an amount stays on one line: "R$" never ends a line without its number.
  const inSentence = (amountMinor: number) => money(amountMinor).replace(' ', '\u00a0');
  const levelLimits = t('security.levelLimits', {
    level: rules.vipLevel,
    left: rules.withdrawalsLeftToday,
    count: rules.withdrawalsPerDayMax,
    max: inSentence(rules.amountMinorMax),
  });

  return (
    <section
      className="card withdraw-panel"
      aria-labelledby="withdraw-amount-title"
      data-testid="withdraw-panel"
    >
      <h2 id="withdraw-amount-title" className="section-title">
        {t('security.amountTitle')}
      </h2>
      <ul className="withdraw-chips" aria-label={t('security.amountTitle')}>
        {rules.amountOptionsMinor.map((option) => {
          const selected = typedMinor === null && option === pickedMinor;
          return (
            <li key={option}>
              <button
                type="button"
                className={selected ? 'withdraw-chip withdraw-chip--selected' : 'withdraw-chip'}
                aria-pressed={selected}
                disabled={option > rules.balanceMinor}
                data-testid={`withdraw-amount-${option}`}
                onClick={() => choose({ picked: option, typed: '' })}
              >
                {money(option)}
              </button>
            </li>
          );
        })}
      </ul>
      <label className="field withdraw-panel__custom" htmlFor={inputId}>
        <span className="field__label">{t('security.otherAmount')}</span>
        <input
          id={inputId}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          aria-describedby={`${inputId}-range`}
          value={customText}
          data-testid="withdraw-custom-amount"
          onChange={(event) => choose({ picked: null, typed: event.target.value })}
        />
      </label>
      <p id={`${inputId}-range`} className="withdraw-panel__limits">
        {t('security.amountRange', {
          min: inSentence(rules.amountMinorMin),
          max: inSentence(rules.amountMinorMax),
          step: inSentence(rules.amountMultipleOfMinor),
        })}
      </p>
      <p className="withdraw-panel__limits" data-testid="withdraw-level-limits">
        {levelLimits}
      </p>
      {rules.payoutDeadlineMinutes === null ? null : (
        <p className="withdraw-panel__limits" data-testid="withdraw-deadline">
          {t('security.deadline', { minutes: rules.payoutDeadlineMinutes })}
        </p>
      )}
      {quote && account ? (
        <WithdrawalQuoteRows quote={quote} destination={destination} money={money} />
      ) : null}
      {problem ? (
        <p className="withdraw-panel__problem" role="alert" data-testid="withdraw-refusal">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--gold button--block withdraw-panel__submit"
        disabled={sending}
        data-testid="withdraw-submit"
        onClick={() => void submit()}
      >
        {amountMinor === null
          ? t('security.submitEmpty')
          : t('security.submit', { amount: money(amountMinor) })}
      </button>
      {confirming ? (
        <WithdrawalConfirm
          quote={confirming}
          destination={destination}
          money={money}
          sending={sending}
          onBack={() => setConfirming(null)}
          onConfirm={() => void confirm(confirming)}
        />
      ) : null}
    </section>
  );
}
