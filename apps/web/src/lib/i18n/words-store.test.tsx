import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { I18nProvider, useTranslate } from './i18n-context';
import { createWordsStore } from './words-store';

function Words() {
  const t = useTranslate();
  return (
    <p data-testid="words">
      {t('nav.home')}|{t('mine.title')}
    </p>
  );
}

describe('the words at hand', () => {
  it('start with the first screen’s and fill up when the catalogue arrives, on screens already drawn', async () => {
    let requests = 0;
    const store = createWordsStore({ 'nav.home': 'Home' }, async () => {
      requests += 1;
      return en;
    });
    render(
      <I18nProvider words={store}>
        <Words />
      </I18nProvider>,
    );
    expect(screen.getByTestId('words').textContent).toBe('Home|');
    await act(() => Promise.all([store.loadAll(), store.loadAll()]));
    expect(screen.getByTestId('words').textContent).toBe('Home|Profile');
    await store.loadAll();
    expect(requests).toBe(1);
  });

  it('loads again after a failed attempt, so a retry on the screen can work', async () => {
    let attempts = 0;
    const store = createWordsStore({}, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return en;
    });
    await expect(store.loadAll()).rejects.toThrow('offline');
    await store.loadAll();
    expect(store.words()['mine.title']).toBe('Profile');
  });
});
