import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverToOpeningTab } from './checkout-handover';
import {
  expectCheckoutReturn,
  isCheckoutReturnAddress,
  onCheckoutReturn,
  stopExpectingCheckoutReturn,
} from './checkout-return';

// Two tabs of one origin share BroadcastChannel messages; so do two channels in one test.
afterEach(() => stopExpectingCheckoutReturn());

describe('coming back from a checkout opened in a new tab', () => {
  it('hands the player back to the tab that opened it, which refreshes', async () => {
    const refreshed = vi.fn();
    const unsubscribe = onCheckoutReturn(refreshed);
    expectCheckoutReturn();
    expect(await handOverToOpeningTab()).toBe(true);
    expect(refreshed).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('answers once: a second landing (the checkout reloaded) finds no one to hand over to', async () => {
    expectCheckoutReturn();
    expect(await handOverToOpeningTab()).toBe(true);
    expect(await handOverToOpeningTab(50)).toBe(false);
  });

  it('keeps the landing tab when no tab opened a checkout (it ran in this tab, as on iOS)', async () => {
    const refreshed = vi.fn();
    const unsubscribe = onCheckoutReturn(refreshed);
    expect(await handOverToOpeningTab(50)).toBe(false);
    expect(refreshed).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('the casino’s return address', () => {
  it('is the seed’s model=Paymodel, whatever else the address holds', () => {
    expect(isCheckoutReturnAddress('?model=Paymodel')).toBe(true);
    expect(isCheckoutReturnAddress('?market=PH&model=Paymodel')).toBe(true);
    expect(isCheckoutReturnAddress('')).toBe(false);
    expect(isCheckoutReturnAddress('?model=Other')).toBe(false);
  });
});
