import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Catalogue, MessageKey } from './en';
import { translate } from './translate';
import type { MessageParams } from './translate';

const CatalogueContext = createContext<Catalogue | null>(null);

export function I18nProvider({
  catalogue,
  children,
}: {
  catalogue: Catalogue;
  children: ReactNode;
}) {
  return <CatalogueContext value={catalogue}>{children}</CatalogueContext>;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `t('nav.home')` in the language of the app's market. */
export function useTranslate(): Translate {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) throw new Error('useTranslate needs an <I18nProvider> above it');
  return useCallback((key, params) => translate(catalogue, key, params), [catalogue]);
}
