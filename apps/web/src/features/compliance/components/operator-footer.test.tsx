// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import { renderInApp } from '../../../test/render-in-app';
import { OperatorFooter } from './operator-footer';

describe('the operator footer', () => {
  it('names the minimum age of the profile the market runs under', () => {
    renderInApp(<OperatorFooter />);
    expect(screen.getByText(/Proibido para menores de 18 anos/)).toBeTruthy();
  });

  it('says 21+ in the Philippines, under PAGCOR', () => {
    renderInApp(<OperatorFooter />, { market: appMarketOf('PH'), catalogue: en });
    expect(screen.getByText('21+')).toBeTruthy();
    expect(screen.getByText(/21\+ only\. Gambling can be addictive/)).toBeTruthy();
  });
});
