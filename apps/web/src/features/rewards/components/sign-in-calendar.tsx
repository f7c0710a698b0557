import { getMarket } from '@sorte/markets';
import { Button } from '../../../components/ui/button';
import { useMarket } from '../../../lib/market';
import { useClaimSignIn } from '../api/claim-sign-in';
import type { SignInCalendar as SignInData } from '../api/sign-in-calendar';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import { RewardRules } from './reward-rules';
import './sign-in-calendar.css';

/** "America/Sao_Paulo" → "Sao Paulo": the city the market's days are counted in. */
function cityOf(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** The nine days: claimed ones ticked, today marked, the days to come, each with its amount. */
function SignInDays({ days }: { days: SignInData['calendar'] }) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  return (
    <ol className="sign-in-days" aria-label={w('signIn.calendar')} data-testid="sign-in-days">
      {days.map((day) => (
        <li
          key={day.day}
          className={`sign-in-day sign-in-day--${day.status}`}
          data-testid={`sign-in-day-${day.day}`}
          data-status={day.status}
          aria-current={day.status === 'today' ? 'date' : undefined}
        >
          <span className="sign-in-day__name">{w('signIn.day', { day: day.day })}</span>
          <span className="sign-in-day__amount">{money(day.amountMinor)}</span>
          <span className="sign-in-day__status">
            {day.status === 'claimed' ? (
              <span aria-hidden="true" className="sign-in-day__tick">
                ✓{' '}
              </span>
            ) : null}
            {w(`signIn.${day.status}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The daily sign-in (PRODUCT.md §3.11): the nine days with their amounts, claimed days ticked,
 * today's claim, the days to come and the rules as the server applies them.
 */
export function SignInCalendar({
  calendar,
  prepare,
}: {
  calendar: SignInData;
  /** Before a claim: the 18+ setup (and limits where required), which the server asks first. */
  prepare: () => Promise<boolean>;
}) {
  const w = useRewardWords();
  const { money, multiplier } = useRewardFormat();
  const { code } = useMarket();
  const claim = useClaimSignIn();
  const credited = claim.data?.credited;
  const cycle = calendar.calendar.length;
  const tomorrow = (calendar.day % cycle) + 1;

  return (
    <>
      <p className="lead">{w('signIn.intro', { zone: cityOf(getMarket(code).timeZone) })}</p>
      <SignInDays days={calendar.calendar} />
      <div aria-live="polite" className="sign-in-status" data-testid="sign-in-status">
        {credited ? (
          <p className="sign-in-status__credited">
            {w('claim.credited', {
              amount: money(credited.amountMinor),
              wagering: money(credited.wageringAddedMinor),
            })}
          </p>
        ) : null}
        {calendar.claimedToday ? (
          <p className="sign-in-status__come-back">{w('signIn.comeBack', { day: tomorrow })}</p>
        ) : null}
      </div>
      {calendar.claimedToday ? null : (
        <Button
          block
          data-testid="sign-in-claim"
          disabled={claim.isPending}
          onClick={() => {
            void prepare().then((ready) => {
              if (ready) claim.mutate();
            });
          }}
        >
          {w('signIn.claim', { amount: money(calendar.amountMinor) })}
        </Button>
      )}
      <RewardRules wageringMultiple={calendar.wageringMultiple}>
        <li>{w('signIn.missed')}</li>
        {calendar.multiplierBps > 10_000 ? (
          <li>
            {w('signIn.multiplier', {
              level: calendar.vipLevel,
              multiplier: multiplier(calendar.multiplierBps),
            })}
          </li>
        ) : null}
      </RewardRules>
    </>
  );
}
