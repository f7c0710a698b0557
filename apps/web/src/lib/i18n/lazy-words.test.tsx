// @vitest-environment happy-dom
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { defineLazyWords } from './lazy-words';

// Rendered as the browser renders, not inside act(): the words arrive during a concurrent render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('words a lazy screen loads', () => {
  it('render without an error React has to recover from, however fast they arrive', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // The words arrive at once, as from the browser's cache on a reload.
      const { useWords } = defineLazyWords({
        en: async () => ({ title: 'Terms' }),
        'pt-BR': async () => ({ title: 'Termos' }),
        es: async () => ({ title: 'Términos' }),
      });
      function Title() {
        const words = useWords('pt-BR');
        return <h1>{words('title')}</h1>;
      }
      const container = document.createElement('div');
      document.body.append(container);
      const recovered = vi.fn();
      const root = createRoot(container, { onRecoverableError: recovered });
      // As the router shows a route: in a transition, where React waits for the words and then
      // replays the screen that asked for them.
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>…</p>}>
            <Title />
          </Suspense>,
        ),
      );
      await vi.waitFor(() => expect(container.textContent).toBe('Termos'));
      expect(recovered).not.toHaveBeenCalled();
      root.unmount();
      container.remove();
    }
  });
});
