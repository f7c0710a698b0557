// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, ptBR } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import type { AppMarket } from '../../../lib/market';
import { dismissToast } from '../../../lib/ui-store';
import { renderInApp } from '../../../test/render-in-app';
import { envelope } from '../../../test/fake-api';
import { getMarket, marketDay } from '@sorte/markets';
import AgeGatePopup from './age-gate-popup';

function renderPopup(market: AppMarket = appMarketOf('BR'), catalogue = ptBR) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { username: string; birthDate: string };
    return envelope({ username: body.username, birthDate: body.birthDate, ageConfirmed: 1 });
  });
  vi.stubGlobal('fetch', fetch);
  const onConfirmed = vi.fn();
  const onClose = vi.fn();
  renderInApp(<AgeGatePopup onConfirmed={onConfirmed} onClose={onClose} />, {
    market,
    catalogue,
  });
  return { fetch, onConfirmed, onClose };
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the 18+ setup popup', () => {
  it('shows the seed’s message under the field at fault and sends nothing until all pass', () => {
    const { fetch } = renderPopup();
    const confirm = screen.getByTestId('age-gate-confirm');
    fireEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe(
      'Digite de 3 a 15 caracteres: letras, números, _ . ou -, sem espaços nem emojis.',
    );
    fill(/Nome de usuário/, 'Tigresa');
    fireEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe('Selecione sua data de nascimento');
    fill(/Data de nascimento/, '2020-01-01');
    fireEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe('Disponível apenas para maiores de 18 anos');
    fill(/Data de nascimento/, '1994-08-09');
    fireEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toBe('Confirme sua idade e aceite os termos.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the setup once every field passes, and hands back what the server recorded', async () => {
    const { fetch, onConfirmed } = renderPopup();
    fill(/Nome de usuário/, '  Tigresa ');
    fill(/Data de nascimento/, '1994-08-09');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('age-gate-confirm'));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/user/confirmAge');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'Tigresa',
      birthDate: '1994-08-09',
      termsAccepted: true,
    });
    expect(onConfirmed).toHaveBeenCalledWith({
      username: 'Tigresa',
      birthDate: '1994-08-09',
      ageConfirmed: 1,
    });
  });

  it('asks Philippine players to be 21, in English', () => {
    renderPopup(appMarketOf('PH'), en);
    expect(screen.getByText('21+')).toBeTruthy();
    fill(/Username/, 'luckyjuan');
    // Born twenty years before today's Manila date: not yet 21, whatever the hour.
    const [year, rest] = [
      Number(marketDay(getMarket('PH')).slice(0, 4)),
      marketDay(getMarket('PH')).slice(4),
    ];
    const twentyYearsAgo = `${year - 20}${rest === '-02-29' ? '-02-28' : rest}`;
    fill(/Date of birth/, twentyYearsAgo);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('age-gate-confirm'));
    expect(screen.getByRole('alert').textContent).toBe('Only open to users over 21 years old');
  });

  it('closes without sending anything when the player declines', () => {
    const { fetch, onClose } = renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
