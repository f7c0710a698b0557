import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import type { AppMarket } from '../../../lib/market';
import { consentFor, decideConsent } from '../../../lib/tracking/tracking-consent';
import { renderInApp } from '../../../test/render-in-app';
import { ConsentSettings } from './consent-settings';

const provider = { kind: 'meta-pixel', id: '123456789012345' } as const;
const withPixel: AppMarket = { ...appMarketOf('PH'), tracking: { providers: [provider] } };
const key = 'meta-pixel:123456789012345';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the answer about ads, on the profile', () => {
  it('is not there where the market reports to no provider', () => {
    renderInApp(<ConsentSettings />, { market: appMarketOf('PH'), catalogue: en });
    expect(screen.queryByTestId('consent-settings')).toBeNull();
  });

  it('lets a player who declined allow it, as easily', () => {
    decideConsent('declined', key);
    renderInApp(<ConsentSettings />, { market: withPixel, catalogue: en });
    expect(screen.getByTestId('consent-state').textContent).toContain('You declined');
    fireEvent.click(screen.getByTestId('consent-allow'));
    expect(consentFor(key)).toBe('accepted');
    expect(screen.getByTestId('consent-state').textContent).toContain('You accepted Meta Pixel');
  });

  it('stops the sharing and reloads, so the provider’s script leaves the page', () => {
    decideConsent('accepted', key);
    const reload = vi.spyOn(globalThis.location, 'reload').mockImplementation(() => undefined);
    renderInApp(<ConsentSettings />, { market: withPixel, catalogue: en });
    fireEvent.click(screen.getByTestId('consent-withdraw'));
    expect(consentFor(key)).toBe('declined');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks again when the market names another provider than the one answered for', () => {
    decideConsent('accepted', 'meta-pixel:999999');
    renderInApp(<ConsentSettings />, { market: withPixel, catalogue: en });
    expect(screen.getByTestId('consent-state').textContent).toContain('not answered yet');
  });
});
