import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complianceProfiles } from '../compliance-profiles';
import { marketCodes } from '../market-codes';
import { addDays, decideSignIn } from './decide-sign-in';
import { decideInviteReward } from './decide-invite-reward';
import { drawLuckyBag } from './draw-lucky-bag';
import { noviceProgress } from './novice-progress';
import { rewardSettingsFor } from './reward-settings';

const brazil = [100, 300, 200, 200, 200, 200, 300, 200, 500];

describe('daily sign-in', () => {
  it('starts at day 1 with the market’s first reward', () => {
    const decision = decideSignIn({
      claims: [],
      today: '2026-11-26',
      rewardsMinor: brazil,
      multiplierBps: 10_000,
    });
    expect(decision).toMatchObject({ day: 1, amountMinor: 100, claimedToday: false });
    expect(decision.calendar.map((day) => day.status)).toEqual([
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(decision.calendar[8]?.date).toBe('2026-12-04');
  });

  it('moves one step for a claim on the day after, and shows today as claimed once claimed', () => {
    const claims = [
      { date: '2026-11-24', day: 1 },
      { date: '2026-11-25', day: 2 },
    ];
    const next = decideSignIn({
      claims,
      today: '2026-11-26',
      rewardsMinor: brazil,
      multiplierBps: 10_000,
    });
    expect(next).toMatchObject({ day: 3, amountMinor: 200, claimedToday: false });
    expect(next.calendar.slice(0, 3).map((day) => [day.date, day.status])).toEqual([
      ['2026-11-24', 'claimed'],
      ['2026-11-25', 'claimed'],
      ['2026-11-26', 'today'],
    ]);
    const after = decideSignIn({
      claims: [...claims, { date: '2026-11-26', day: 3 }],
      today: '2026-11-26',
      rewardsMinor: brazil,
      multiplierBps: 10_000,
    });
    expect(after).toMatchObject({ day: 3, claimedToday: true });
    expect(after.calendar[2]?.status).toBe('claimed');
  });

  it('starts again at day 1 after a missed day, and after day 9', () => {
    const missed = decideSignIn({
      claims: [{ date: '2026-11-24', day: 5 }],
      today: '2026-11-26',
      rewardsMinor: brazil,
      multiplierBps: 10_000,
    });
    expect(missed.day).toBe(1);
    const wrapped = decideSignIn({
      claims: [{ date: '2026-11-25', day: 9 }],
      today: '2026-11-26',
      rewardsMinor: brazil,
      multiplierBps: 10_000,
    });
    expect(wrapped).toMatchObject({ day: 1, amountMinor: 100 });
  });

  it('applies the VIP multiplier, rounded down to the minor unit', () => {
    const decision = decideSignIn({
      claims: [{ date: '2026-11-25', day: 8 }],
      today: '2026-11-26',
      rewardsMinor: brazil,
      multiplierBps: 11_000,
    });
    expect(decision.amountMinor).toBe(550);
    expect(
      decideSignIn({ claims: [], today: '2026-11-26', rewardsMinor: [7], multiplierBps: 15_000 })
        .amountMinor,
    ).toBe(10);
  });

  it('counts calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('lucky bag', () => {
  const prizes = rewardSettingsFor('BR', complianceProfiles.default).luckyBagPrizes;

  it('draws each prize as often as its weight says, exactly over every ticket', () => {
    const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
    const wins = new Map<number, number>();
    for (let ticket = 0; ticket < total; ticket += 1) {
      const prize = drawLuckyBag(prizes, () => ticket);
      wins.set(prize.amountMinor, (wins.get(prize.amountMinor) ?? 0) + 1);
    }
    expect([...wins.entries()]).toEqual(prizes.map((prize) => [prize.amountMinor, prize.weight]));
  });

  it('never draws outside the table', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
        expect(prizes).toContain(drawLuckyBag(prizes, () => seed % total));
      }),
    );
  });
});

describe('novice tasks', () => {
  const tasks = rewardSettingsFor('BR', complianceProfiles.default).noviceTasks;

  it('goes from greyed to claimable as rounds settle, then received', () => {
    const some = noviceProgress(tasks, new Map([[66121, 4]]), false);
    expect(some.gotFlag).toBe(0);
    expect(some.taskItems[0]).toEqual({ gameId: 66121, currentProcess: 4, maxProcess: 10 });
    const all = new Map(tasks.map((task) => [task.gameId, task.roundsToSettle + 3]));
    expect(noviceProgress(tasks, all, false).gotFlag).toBe(1);
    expect(
      noviceProgress(tasks, all, false).taskItems.every((item) => item.currentProcess === 10),
    ).toBe(true);
    expect(noviceProgress(tasks, all, true).gotFlag).toBe(2);
  });
});

describe('invitations', () => {
  const stranger = { deviceIds: ['d-1'], payoutAccounts: ['111'], cpf: '11144477735' };
  const invitee = { deviceIds: ['d-2'], payoutAccounts: ['222'], cpf: '52998224725' };

  it('pays for a qualifying first deposit of someone else', () => {
    expect(
      decideInviteReward({
        inviter: stranger,
        invitee,
        inviteeFirstDepositMinor: 1000,
        qualifyingDepositMinor: 1000,
      }),
    ).toEqual({ ok: true });
    expect(
      decideInviteReward({
        inviter: stranger,
        invitee,
        inviteeFirstDepositMinor: 999,
        qualifyingDepositMinor: 1000,
      }),
    ).toEqual({ ok: false, refusal: 'not_qualified' });
  });

  it('pays nothing for inviting oneself: a device, a payout account or a CPF in common', () => {
    for (const self of [
      { ...invitee, deviceIds: ['d-1'] },
      { ...invitee, payoutAccounts: ['111'] },
      { ...invitee, cpf: '11144477735' },
    ]) {
      expect(
        decideInviteReward({
          inviter: stranger,
          invitee: self,
          inviteeFirstDepositMinor: 5000,
          qualifyingDepositMinor: 1000,
        }),
      ).toEqual({ ok: false, refusal: 'self_invitation' });
    }
  });
});

describe('reward settings', () => {
  it('switch every cash reward off where the profile forbids advance bonuses', () => {
    const regulated = rewardSettingsFor('BR', complianceProfiles['br-regulated']);
    expect(Object.values(regulated.enabled).every((on) => !on)).toBe(true);
    const open = rewardSettingsFor('BR', complianceProfiles.default);
    expect(Object.values(open.enabled).every((on) => on)).toBe(true);
  });

  it('give every market whole amounts of its minor unit and the seed’s nine sign-in days', () => {
    for (const code of marketCodes) {
      const settings = rewardSettingsFor(code, complianceProfiles.default);
      expect(settings.signInRewardsMinor).toHaveLength(9);
      for (const prize of settings.luckyBagPrizes)
        expect(Number.isSafeInteger(prize.amountMinor)).toBe(true);
      expect(settings.signInMultiplierBpsByVipLevel).toHaveLength(11);
    }
    expect(rewardSettingsFor('BR', complianceProfiles.default).noviceRewardMinor).toBe(3000);
  });
});
