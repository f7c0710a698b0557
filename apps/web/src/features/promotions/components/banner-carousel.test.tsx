// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appMarketOf } from '../../../lib/market';
import { renderInApp } from '../../../test/render-in-app';
import { BannerCarousel } from './banner-carousel';

const bannerLinks = () =>
  screen.getAllByRole('link').map((link) => [link.dataset.testid, link.getAttribute('href')]);

describe('the home banners', () => {
  it('lead to the promotions’ pages', () => {
    renderInApp(
      <MemoryRouter>
        <BannerCarousel label="Destaques" />
      </MemoryRouter>,
    );
    expect(bannerLinks()).toEqual([
      ['banner-sign-in', '/event/item?id=sign-in'],
      ['banner-vip', '/event/item?id=vip'],
    ]);
  });

  it('advertise no cash reward where the profile forbids advance bonuses', () => {
    renderInApp(
      <MemoryRouter>
        <BannerCarousel label="Destaques" />
      </MemoryRouter>,
      { market: appMarketOf('BR', { id: 'br-regulated', advanceBonusesAllowed: false }) },
    );
    expect(bannerLinks().map(([id]) => id)).toEqual(['banner-vip']);
  });
});
