// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginData } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { saveLogin } from '../../lib/session';
import { loadRewardWords } from '../../features/rewards/reward-words';
import PromotionsRoute from './promotions-route';
import VipRoute from './vip-route';

// The pages' words are here (they load with the page's chunk); only the answers are not.
beforeAll(async () => {
  await loadRewardWords('pt-BR');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A player signed in whose every call is still on its way: a slow network's first moments. */
function answersOnTheirWay(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  saveLogin(loginData());
}

describe('a reward page while its answers are on their way', () => {
  it('/event says what the list is, with the list still loading under it', async () => {
    answersOnTheirWay();
    renderInApp(
      <MemoryRouter>
        <PromotionsRoute />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^O que está valendo no seu mercado agora/)).toBeTruthy();
    expect(screen.queryByTestId('promotion-list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
  });

  it('/vip says what the levels are and that none gates a withdrawal, before the player’s level', async () => {
    answersOnTheirWay();
    renderInApp(
      <MemoryRouter>
        <VipRoute />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('vip-never-gates')).textContent).toMatch(
      /^Nenhum nível é condição/,
    );
    expect(screen.getByText(/^Seu nível vem de todos os seus depósitos pagos/)).toBeTruthy();
    expect(screen.queryByTestId('vip-summary')).toBeNull();
  });
});
