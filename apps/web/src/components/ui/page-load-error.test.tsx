// @vitest-environment happy-dom
import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { ptBR } from '@sorte/words/web/catalogues';
import { ErrorBoundary } from './error-boundary';
import { PageLoadError } from './page-load-error';

afterEach(() => vi.restoreAllMocks());

describe('a page whose chunk fails to load', () => {
  it('shows a message and a retry button instead of a white screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const BrokenPage = lazy(() => Promise.reject(new Error('Loading chunk 7 failed')));

    render(
      <I18nProvider catalogue={ptBR}>
        <ErrorBoundary fallback={<PageLoadError />}>
          <Suspense fallback={null}>
            <BrokenPage />
          </Suspense>
        </ErrorBoundary>
      </I18nProvider>,
    );

    expect((await screen.findByTestId('page-title')).textContent).toBe('Esta página não carregou');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
