import { findPayoutChannel, getMarket, payoutChannelLabel, quoteWithdrawal } from '@sorte/markets';
import { isCurrencyCode } from '@sorte/money';
import { useState } from 'react';
import { AmountChips } from '../../../components/ui/amount-chips';
import { AmountField } from '../../../components/ui/amount-field';
import type { AmountInput } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import type { PayoutAccountView } from '../api/payout-accounts';
import type { WithdrawalRules } from '../api/withdraw-info';
import { moneyOf } from './money-of';
import { useWithdrawalAmountInput } from './use-withdrawal-amount';
import { useWithdrawRequest } from './use-withdraw-request';
import { WithdrawalConfirm } from './withdrawal-confirm';
import { WithdrawalQuoteRows } from './withdrawal-quote-rows';
import { TitledSection } from '../../../components/ui/titled-section';

interface WithdrawFormProps {
  rules: WithdrawalRules;
  account: PayoutAccountView | null;
  onCreated: (orderId: string) => void;
}

/**
 * The amount (the market's chips for this player, or typed), the quote by `quoteWithdrawal` (the
 * server's own rule) as it changes, only for an amount the server would take, then confirm.
 */
export function WithdrawForm({ rules, account, onCreated }: WithdrawFormProps) {
  const t = useTranslate();
  const market = useMarket();
  const currency = isCurrencyCode(rules.currency) ? rules.currency : market.currency;
  const money = moneyOf(currency, market.currency);
  const channel = account ? findPayoutChannel(market.code, account.channelId) : null;
  const [pickedMinor, setPickedMinor] = useState<number | null>(null);
  const input = useWithdrawalAmountInput(rules, currency, channel);
  const request = useWithdrawRequest(account, currency, onCreated);
  const typed = input.amount;
  const amountMinor =
    typed.kind === 'empty' ? pickedMinor : typed.kind === 'accepted' ? typed.amountMinor : null;
  // The same pure function the server quotes with, so what is shown is what will be held.
  const quote =
    amountMinor !== null && channel
      ? quoteWithdrawal(getMarket(market.code), { amountMinor, channel })
      : null;
  const destination = account
    ? `${payoutChannelLabel(account.channelId, market.language)} ${account.accountMasked}`
    : '';

  function submit() {
    if (typed.kind === 'refused') {
      request.clearProblem();
      input.reveal();
      return;
    }
    void request.check(amountMinor);
  }

  return (
    <TitledSection
      titleId="withdraw-amount-title"
      title={t('security.amountTitle')}
      className="card withdraw-panel"
      testId="withdraw-panel"
    >
      <WithdrawAmount
        rules={rules}
        money={money}
        input={input}
        pickedMinor={pickedMinor}
        onPick={(option) => {
          setPickedMinor(option);
          request.clearProblem();
        }}
      />
      {quote && account ? (
        <WithdrawalQuoteRows quote={quote} destination={destination} money={money} />
      ) : null}
      {request.problem ? (
        <p
          className="notice notice--problem withdraw-panel__problem"
          role="alert"
          data-testid="withdraw-refusal"
        >
          {request.problem}
        </p>
      ) : null}
      <Button
        block
        className="withdraw-panel__submit"
        disabled={request.sending}
        data-testid="withdraw-submit"
        onClick={submit}
      >
        {amountMinor === null
          ? t('security.submitEmpty')
          : t('security.submit', { amount: money(amountMinor) })}
      </Button>
      {request.confirming ? (
        <WithdrawalConfirm
          quote={request.confirming}
          destination={destination}
          money={money}
          sending={request.sending}
          onBack={request.back}
          onConfirm={() => request.confirming && void request.confirm(request.confirming)}
        />
      ) : null}
    </TitledSection>
  );
}

interface WithdrawAmountProps {
  rules: WithdrawalRules;
  money: (amountMinor: number) => string;
  input: AmountInput;
  pickedMinor: number | null;
  /** A chip, or null once the player types. */
  onPick: (amountMinor: number | null) => void;
}

/** The amount: the market's chips for this player (those above the balance disabled), or typed. */
function WithdrawAmount({ rules, money, input, pickedMinor, onPick }: WithdrawAmountProps) {
  const t = useTranslate();
  return (
    <>
      <AmountChips
        chips={rules.amountOptionsMinor.map((option) => ({
          amountMinor: option,
          label: money(option),
          disabled: option > rules.balanceMinor,
        }))}
        label={t('security.amountTitle')}
        selectedMinor={input.amount.kind === 'empty' ? pickedMinor : null}
        onSelect={(option) => {
          onPick(option);
          input.setText('');
        }}
        testIdPrefix="withdraw-amount-"
      />
      <AmountField
        input={{
          ...input,
          setText: (text) => {
            onPick(null);
            input.setText(text);
          },
        }}
        className="withdraw-panel__custom"
        label={t('security.otherAmount')}
        hint={<WithdrawLimits rules={rules} money={money} />}
        testId="withdraw-custom-amount"
        errorTestId="withdraw-amount-refusal"
      />
    </>
  );
}

/** The range and step, the level's limits and any payout deadline, under the typed amount. */
function WithdrawLimits({
  rules,
  money,
}: {
  rules: WithdrawalRules;
  money: (amountMinor: number) => string;
}) {
  const t = useTranslate();
  // Inside a sentence an amount stays on one line: "R$" never ends a line without its number.
  const inSentence = (amountMinor: number) => money(amountMinor).replace(' ', '\u00a0');
  return (
    <>
      <span className="withdraw-panel__limits">
        {t('security.amountRange', {
          min: inSentence(rules.amountMinorMin),
          max: inSentence(rules.amountMinorMax),
          step: inSentence(rules.amountMultipleOfMinor),
        })}
      </span>
      <span className="withdraw-panel__limits" data-testid="withdraw-level-limits">
        {t('security.levelLimits', {
          level: rules.vipLevel,
          left: rules.withdrawalsLeftToday,
          count: rules.withdrawalsPerDayMax,
          max: inSentence(rules.amountMinorMax),
        })}
      </span>
      {rules.payoutDeadlineMinutes === null ? null : (
        <span className="withdraw-panel__limits" data-testid="withdraw-deadline">
          {t('security.deadline', { minutes: rules.payoutDeadlineMinutes })}
        </span>
      )}
    </>
  );
}
