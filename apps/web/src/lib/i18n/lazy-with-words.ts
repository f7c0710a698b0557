import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadAllWords } from './words-store';

/**
 * `React.lazy` for a screen or overlay that loads when first shown, together with every word of
 * the catalogue: the first screen holds only its own words (first-screen-keys.ts), and whatever
 * loads later may show any other. Every lazy component of the app loads through this
 * (`first-screen-words.test.ts` checks it).
 */
export function lazyWithWords<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadAllWords()]);
    return module;
  });
}
