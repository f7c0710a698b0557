// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import { renderInApp } from '../../../test/render-in-app';
import { loadPolicyWords } from '../policy-words';
import { ResponsibleGaming } from './responsible-gaming';
import { TermsOfUse } from './terms-of-use';

beforeAll(async () => {
  await Promise.all([loadPolicyWords('pt-BR'), loadPolicyWords('en')]);
});

const section = (id: string) => screen.getByTestId(`policy-${id}`).textContent ?? '';

const regulated = appMarketOf('BR', {
  id: 'br-regulated',
  advanceBonusesAllowed: false,
  limitsRequiredAtRegistration: true,
  ownCpfPayoutsOnly: true,
  payoutDeadlineMinutes: 120,
  nationalSelfExclusionUrl: 'https://www.gov.br/autoexclusaoapostas',
});

describe('the terms of use', () => {
  it('describe bonuses and payouts as they work under the default profile, with the operator’s contacts', () => {
    renderInApp(<TermsOfUse />);
    expect(section('who')).toContain('Somente maiores de 18 anos');
    expect(section('bonuses')).toContain('cada bônus soma 3 vezes o valor dele');
    expect(section('withdrawals')).toContain('conta bancária ou carteira');
    expect(section('support')).toMatch(/página de Suporte.*em .+@/);
    expect(section('operator')).toMatch(/^Quem opera a SorteA Sorte é operada por /);
  });

  it('promise no bonus under br-regulated, and name own-CPF payouts and their deadline', () => {
    renderInApp(<TermsOfUse />, { market: regulated });
    expect(section('bonuses')).toContain('não permitem bônus de depósito');
    expect(section('withdrawals')).toContain('somente para contas no seu próprio CPF');
    expect(section('withdrawals')).toContain('prazo de 120 minutos');
  });

  it('name 21 as the age in the Philippines', () => {
    renderInApp(<TermsOfUse />, { market: appMarketOf('PH'), catalogue: en });
    expect(section('who')).toContain('Only adults aged 21 or over');
  });
});

describe('the responsible gaming page', () => {
  it('names the market’s exclusion periods, and no national service where there is none', () => {
    renderInApp(<ResponsibleGaming />, { market: appMarketOf('PH'), catalogue: en });
    expect(section('exclusion')).toContain('For 6 months, 1 year, or 5 years');
    expect(section('adults')).toContain('aged 21 or over');
    expect(screen.queryByTestId('policy-national')).toBeNull();
  });

  it('links the national self-exclusion and says limits come first under br-regulated', () => {
    renderInApp(<ResponsibleGaming />, { market: regulated });
    expect(section('loss')).toContain('antes do primeiro depósito ou jogo');
    const link = screen.getByRole('link', { name: 'Abrir a autoexclusão do gov.br' });
    expect(link.getAttribute('href')).toBe('https://www.gov.br/autoexclusaoapostas');
  });
});
