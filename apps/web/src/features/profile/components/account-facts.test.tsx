// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appMarketOf } from '../../../lib/market';
import { renderInApp } from '../../../test/render-in-app';
import type { PlayerProfile } from '../api/player-profile';
import { AccountFacts } from './account-facts';

const profile: PlayerProfile = {
  userId: 42,
  nick: 'Sorte42',
  headUrl: '',
  username: 'ana',
  market: 'BR',
  language: 'pt-BR',
  currency: 'BRL',
  vipLevel: 2,
  wageringRemainingMinor: 3_050,
  depositedMinor: 10_000,
  withdrawnMinor: 25_000,
  netDepositsMinor: -15_000,
  previousLoginAt: null,
  credentials: { bound: false, phone: null, email: null },
};

describe('the player’s standing on the profile', () => {
  it('shows the VIP level, the turnover left and the account’s language', () => {
    renderInApp(<AccountFacts profile={profile} />);
    expect(screen.getByTestId('fact-vip').textContent).toBe('Nível VIPVIP 2');
    expect(screen.getByTestId('fact-turnover').textContent).toMatch(/R\$ 30,50$/);
    expect(screen.getByTestId('fact-language').textContent).toMatch(/Português \(Brasil\)$/);
    expect(screen.queryByTestId('fact-net-deposits')).toBeNull();
  });

  it('adds net deposits where the profile asks (br-regulated), below zero when more came out', () => {
    renderInApp(<AccountFacts profile={profile} />, {
      market: appMarketOf('BR', { netDepositsOnProfile: true }),
    });
    expect(screen.getByTestId('fact-net-deposits').textContent).toBe(
      'Depósitos líquidos−R$ 150,00Depositado R$ 100,00 − sacado R$ 250,00',
    );
  });
});
