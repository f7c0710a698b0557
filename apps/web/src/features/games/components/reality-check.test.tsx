// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { RealityCheck } from './reality-check';

function renderCheck(elapsedMs: number, onLeave = vi.fn()) {
  const check = (atMs: number) => (
    <RealityCheck elapsedMs={atMs} netText="−R$ 12,00" intervalMinutes={15} onLeave={onLeave} />
  );
  const view = renderInApp(check(elapsedMs));
  return { rerender: (nextMs: number) => view.rerender(check(nextMs)), onLeave };
}

describe('the reality check over the game', () => {
  it('stays away before the first interval', () => {
    renderCheck(14 * 60_000 + 59_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('shows the time and the result at each interval, and waits for the player', () => {
    const { rerender } = renderCheck(15 * 60_000 + 3_000);
    const check = screen.getByTestId('reality-check');
    expect(check.textContent).toContain('Você está jogando há 15:03');
    expect(check.textContent).toContain('Resultado desta sessão');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('−R$ 12,00');
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    rerender(29 * 60_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    rerender(30 * 60_000);
    expect(screen.getByTestId('reality-check')).toBeTruthy();
  });

  it('lets the player leave the game from it', () => {
    const { onLeave } = renderCheck(16 * 60_000);
    fireEvent.click(screen.getByTestId('reality-check-leave'));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
