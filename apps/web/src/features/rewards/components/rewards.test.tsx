// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en, es } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import { envelope } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import type { SignInCalendar as SignInData } from '../api/sign-in-calendar';
import type { VipInfo } from '../api/vip-info';
import { loadRewardWords } from '../reward-words';
import { InvitePanel } from './invite-panel';
import { NoviceTaskRules } from './novice-task-rules';
import { SignInCalendar } from './sign-in-calendar';
import { VipIntro, VipLevels } from './vip-levels';

beforeAll(async () => {
  await Promise.all([loadRewardWords('pt-BR'), loadRewardWords('en'), loadRewardWords('es')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An adult who has done the 18+ setup. */
const ready = () => Promise.resolve(true);

const rewards = [100, 300, 200, 200, 200, 200, 300, 200, 500];

function calendar(today: number, claimedToday: boolean): SignInData {
  return {
    offered: true,
    today: '2025-03-10',
    day: today,
    amountMinor: rewards[today - 1] ?? 0,
    claimedToday,
    vipLevel: 2,
    multiplierBps: 12_000,
    wageringMultiple: 3,
    calendar: rewards.map((amountMinor, index) => ({
      day: index + 1,
      amountMinor,
      date: `2025-03-${String(10 + index + 1 - today).padStart(2, '0')}`,
      status:
        index + 1 < today || (index + 1 === today && claimedToday)
          ? 'claimed'
          : index + 1 === today
            ? 'today'
            : 'upcoming',
    })),
  };
}

describe('the daily sign-in calendar', () => {
  it('shows the nine days, ticks the claimed ones, highlights today and states the rules', () => {
    renderInApp(<SignInCalendar calendar={calendar(3, false)} prepare={ready} />);
    expect(screen.getByTestId('sign-in-day-1').dataset.status).toBe('claimed');
    expect(screen.getByTestId('sign-in-day-3').getAttribute('aria-current')).toBe('date');
    expect(screen.getByTestId('sign-in-day-9').textContent).toContain('R$ 5,00');
    expect(screen.getByTestId('sign-in-claim').textContent).toBe('Resgatar R$ 2,00');
    const rules = screen.getByTestId('reward-rules').textContent;
    expect(rules).toContain('Se você perder um dia, recomeça no dia 1.');
    expect(rules).toContain('Aposte 3× o prêmio antes de sacar');
    expect(rules).toContain('Seu VIP 2 multiplica o prêmio de cada dia por 1,2×.');
  });

  it('claims once, shows the credit, says come back tomorrow and reads the balance again', async () => {
    const fetch = vi.fn(async (path: string) =>
      path === '/v1/bus/signIn'
        ? envelope({
            ...calendar(3, true),
            credited: { amountMinor: 200, wageringAddedMinor: 600, balanceMinor: 1200 },
          })
        : envelope(calendar(3, true)),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { rerender } = renderInApp(
      <SignInCalendar calendar={calendar(3, false)} prepare={ready} />,
      {
        queryClient,
      },
    );
    fireEvent.click(screen.getByTestId('sign-in-claim'));
    await waitFor(() =>
      expect(screen.getByTestId('sign-in-status').textContent).toContain(
        'R$ 2,00 creditado. Rollover somado: R$ 6,00.',
      ),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account-info'] });
    rerender(<SignInCalendar calendar={calendar(3, true)} prepare={ready} />);
    expect(screen.queryByTestId('sign-in-claim')).toBeNull();
    expect(screen.getByTestId('sign-in-status').textContent).toContain(
      'Volte amanhã para o dia 4.',
    );
  });

  it('after day 9, tomorrow is day 1 again', () => {
    renderInApp(<SignInCalendar calendar={calendar(9, true)} prepare={ready} />);
    expect(screen.getByTestId('sign-in-status').textContent).toContain('dia 1.');
  });
});

const vip: VipInfo = {
  level: 1,
  depositedMinor: 4_000,
  nextLevelDepositsMinor: 6_000,
  tiers: [
    {
      level: 1,
      depositsMinorMin: 1,
      withdrawalsPerDayMax: 2,
      withdrawalMinorMax: 100_000,
      signInMultiplierBps: 10_000,
    },
    {
      level: 2,
      depositsMinorMin: 10_000,
      withdrawalsPerDayMax: 2,
      withdrawalMinorMax: 150_000,
      signInMultiplierBps: 11_000,
    },
  ],
};

describe('the VIP page', () => {
  it('shows the level, what is left to the next in the market’s money and each level’s limits', () => {
    renderInApp(<VipLevels vip={vip} signInOffered />);
    expect(screen.getByTestId('vip-level').textContent).toBe('VIP 1');
    expect(screen.getByTestId('vip-to-next').textContent).toBe(
      'Faltam R$ 60,00 em depósitos para o VIP 2.',
    );
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40');
    expect(screen.getByTestId('vip-tier-2').textContent).toContain('Máximo por saque: R$ 1.500,00');
    expect(screen.getByTestId('vip-tier-2').textContent).toContain('1,1×');
  });

  it('says what the levels are and that none is a condition for a withdrawal, needing no answer', () => {
    renderInApp(<VipIntro />);
    expect(screen.getByText(/^Seu nível vem/)).toBeTruthy();
    expect(screen.getByTestId('vip-never-gates').textContent).toMatch(/^Nenhum nível é condição/);
  });

  it('writes each market’s multipliers and amounts with that market’s separators', () => {
    renderInApp(<VipLevels vip={vip} signInOffered />, {
      market: appMarketOf('MX'),
      catalogue: es,
    });
    expect(screen.getByTestId('vip-tier-2').textContent).toContain('1.1×');
    expect(screen.getByTestId('vip-tier-2').textContent).toContain('$1,500.00');
  });

  it('leaves the sign-in multiplier out where the sign-in is not offered', () => {
    renderInApp(<VipLevels vip={vip} signInOffered={false} />);
    expect(screen.getByTestId('vip-tier-2').textContent).not.toContain('check-in');
  });
});

describe('the invitations', () => {
  const share = {
    offered: true,
    shareUrl: 'https://sorte.example/?code=AB12',
    extensionCode: 'AB12',
  };
  const stats = {
    offered: true,
    invited: 3,
    qualified: 1,
    earnedMinor: 1_000,
    claimableMinor: 0,
    rewardMinor: 1_000,
    qualifyingDepositMinor: 1_000,
  };

  it('shows the link with its code, the stated reward, the figures and the self-invitation rule', () => {
    renderInApp(
      <InvitePanel share={share} stats={stats} region="ph" wageringMultiple={3} prepare={ready} />,
      {
        market: appMarketOf('PH'),
        catalogue: en,
      },
    );
    expect(screen.getByTestId('invite-url').textContent).toBe(share.shareUrl);
    expect(screen.getByText('Code AB12')).toBeTruthy();
    expect(screen.getByTestId('invite-intro').textContent).toContain('at least ₱10.00');
    expect(screen.getByTestId('invite-stats').textContent).toContain('Invited3');
    expect(screen.getByTestId('invite-self-rule').textContent).toContain('shares your device');
    const claim = screen.getByTestId('invite-claim') as HTMLButtonElement;
    expect(claim.disabled).toBe(true);
    expect(claim.textContent).toBe('Nothing to claim yet');
  });

  it('offers the native share only where the browser has one', () => {
    vi.stubGlobal('navigator', { ...navigator, share: vi.fn(async () => undefined) });
    renderInApp(
      <InvitePanel share={share} stats={stats} region="ph" wageringMultiple={3} prepare={ready} />,
      {
        market: appMarketOf('PH'),
        catalogue: en,
      },
    );
    expect(screen.getByTestId('invite-share')).toBeTruthy();
  });
});

describe('the novice tasks page', () => {
  const tasks = (gotFlag: 0 | 1 | 2, done: number) => ({
    offered: true,
    taskItems: [66121, 66122, 66123].map((gameId) => ({
      gameId,
      gameName: `Game ${gameId}`,
      currentProcess: done,
      maxProcess: 10,
    })),
    gotFlag,
    rewardMinor: 3000,
    wageringMultiple: 3,
  });

  it('offers Complete on each unfinished task, which opens its game, and greys the claim until all are done', () => {
    const onPlay = vi.fn();
    const progress = tasks(0, 4);
    progress.taskItems = progress.taskItems.map((task) =>
      task.gameId === 66122 ? { ...task, currentProcess: 10 } : task,
    );
    renderInApp(<NoviceTaskRules tasks={progress} onPlay={onPlay} />);
    expect(screen.getByTestId('novice-task-66121').getAttribute('aria-label')).toBe(
      'Game 66121: 4 de 10 rodadas',
    );
    expect(screen.getByTestId('novice-task-66121').textContent).toContain('4/10');
    const unfinished = screen.getByTestId('novice-task-66121-action');
    const finished = screen.getByTestId('novice-task-66122-action');
    expect(unfinished.textContent).toBe('Completar');
    expect(finished.textContent).toBe('Concluída');
    expect((finished as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(unfinished);
    expect(onPlay).toHaveBeenCalledWith(66121);
    expect((screen.getByTestId('tasks-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it('claims the reward once every task is done, and reads the tasks and the balance again', async () => {
    const fetch = vi.fn(async (_path: string) =>
      envelope({
        result: tasks(2, 10),
        credited: { amountMinor: 3000, wageringAddedMinor: 9000, balanceMinor: 3000 },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderInApp(<NoviceTaskRules tasks={tasks(1, 10)} onPlay={() => undefined} />, { queryClient });
    fireEvent.click(screen.getByTestId('tasks-claim'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/v1/bus/taskOneGot');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['novice-tasks'] }));
    expect((await screen.findByTestId('tasks-received')).textContent).toBe(
      'R$ 30,00 creditado. Rollover somado: R$ 90,00.',
    );
    expect(screen.queryByTestId('tasks-claim')).toBeNull();
  });
});
