// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import { renderInApp } from '../../../test/render-in-app';
import { loadSupportWords } from '../support-words';
import { FaqList } from './faq-list';

beforeAll(async () => {
  await Promise.all([loadSupportWords('pt-BR'), loadSupportWords('en')]);
});

const answer = (id: string) => screen.getByTestId(`faq-${id}`).querySelector('p')?.textContent;

describe('the FAQ', () => {
  it('answers a Brazilian player under the default profile with the bonuses that exist', () => {
    renderInApp(<FaqList />);
    expect(answer('bonus')).toContain('Um bônus de depósito');
    expect(answer('bonus')).toContain('a página Promoções diz as regras de cada um');
    expect(answer('wagering')).toContain('cada bônus soma 3 vezes o valor dele');
    expect(answer('break')).toContain('autoexclusão por 30 dias, 90 dias, 6 meses ou 1 ano');
    expect(answer('age')).toContain('maiores de 18 anos');
    expect(screen.queryByTestId('faq-national')).toBeNull();
  });

  it('promises no bonus under br-regulated, and names its duties', () => {
    const regulated = appMarketOf('BR', {
      id: 'br-regulated',
      advanceBonusesAllowed: false,
      limitsRequiredAtRegistration: true,
      ownCpfPayoutsOnly: true,
      nationalSelfExclusionUrl: 'https://www.gov.br/autoexclusaoapostas',
    });
    renderInApp(<FaqList />, { market: regulated });
    expect(answer('bonus')).toMatch(/^Nenhum: as regras deste mercado não permitem/);
    expect(answer('wagering')).not.toContain('bônus');
    expect(answer('limits')).toMatch(/^Você escolhe os limites de perdas e de tempo de jogo antes/);
    expect(answer('withdraw')).toContain('registre seu CPF');
    expect(answer('national')).toContain('bloqueia o seu CPF');
  });

  it('tells a Philippine player the PAGCOR age and exclusion periods, in English', () => {
    renderInApp(<FaqList />, { market: appMarketOf('PH'), catalogue: en });
    expect(answer('age')).toMatch(/^Adults aged 21 or over only/);
    expect(answer('break')).toContain('self-exclusion for 6 months, 1 year, or 5 years');
  });
});
