/** A day of the sign-in calendar as the player sees it. */
export interface SignInCalendarDay {
  /** 1 to 9: the place in the cycle. */
  readonly day: number;
  readonly amountMinor: number;
  /** The market's date it was claimed on, or falls on if the streak holds. */
  readonly date: string;
  readonly status: 'claimed' | 'today' | 'upcoming';
}

export interface SignInDecision {
  /** Today's place in the cycle (1 to 9). */
  readonly day: number;
  readonly amountMinor: number;
  readonly claimedToday: boolean;
  readonly calendar: readonly SignInCalendarDay[];
}

/** The market's calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** A reward times the VIP multiplier, rounded down to the minor unit. */
export function signInAmountMinor(baseMinor: number, multiplierBps: number): number {
  return Math.floor((baseMinor * multiplierBps) / 10_000);
}

/**
 * The daily sign-in (spec §9, PRODUCT.md §3.11): one claim per day of the market's time zone. Each
 * claim on the day after the previous one moves one step along the market's nine rewards; after
 * day 9 the cycle starts again at day 1. **A missed day starts the cycle again at day 1.** Pure:
 * `claims` are the player's claims of the current cycle and before, oldest first, as market dates
 * with their place in the cycle.
 */
export function decideSignIn(input: {
  claims: readonly { date: string; day: number }[];
  today: string;
  rewardsMinor: readonly number[];
  multiplierBps: number;
}): SignInDecision {
  const cycle = input.rewardsMinor.length;
  const amountOf = (day: number) =>
    signInAmountMinor(input.rewardsMinor[day - 1] ?? 0, input.multiplierBps);
  const last = input.claims.at(-1);
  const claimedToday = last?.date === input.today;
  const yesterday = addDays(input.today, -1);
  // The streak still stands if the last claim was today or yesterday.
  const streakStands = last !== undefined && (claimedToday || last.date === yesterday);
  const today = claimedToday && last ? last.day : streakStands && last ? (last.day % cycle) + 1 : 1;
  // While the streak stands, day k of the cycle fell (or falls) k − today days from today.
  const calendar: SignInCalendarDay[] = [];
  for (let day = 1; day <= cycle; day += 1) {
    const date = addDays(input.today, day - today);
    const status =
      day < today || (day === today && claimedToday)
        ? 'claimed'
        : day === today
          ? 'today'
          : 'upcoming';
    calendar.push({ day, amountMinor: amountOf(day), date, status });
  }
  return { day: today, amountMinor: amountOf(today), claimedToday, calendar };
}
