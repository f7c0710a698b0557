// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appMarketOf } from '../../../lib/market';
import { renderInApp } from '../../../test/render-in-app';
import { RiskWarning } from './risk-warning';

describe('the risk warning', () => {
  it('speaks where the profile asks for it at sign-up and sign-in (br-regulated)', () => {
    renderInApp(<RiskWarning />, { market: appMarketOf('BR', { riskWarningAtSignIn: true }) });
    expect(screen.getByTestId('risk-warning').textContent).toMatch(
      /Apostas envolvem riscos.*perdas financeiras/,
    );
  });

  it('says nothing under a profile that does not ask for it', () => {
    renderInApp(<RiskWarning />);
    expect(screen.queryByTestId('risk-warning')).toBeNull();
  });
});
