import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { isLanguage, toLanguage } from '@sorte/words/languages';
import type { Language } from '@sorte/words/languages';
import { opsWords } from '@sorte/words/ops';
import type { OpsWordKey } from '@sorte/words/ops';

export type Translate = (key: OpsWordKey, values?: Record<string, string | number>) => string;

interface WordsContext {
  language: Language;
  setLanguage: (language: Language) => void;
  t: Translate;
}

// The staff member's own pick, kept on this machine; a first visit follows the browser.
const languageKey = 'sorte.ops.language';

export function initialLanguage(): Language {
  const picked = localStorage.getItem(languageKey);
  if (picked && isLanguage(picked)) return picked;
  return toLanguage(navigator.language);
}

export function translatorFor(language: Language): Translate {
  const words = opsWords[language];
  return (key, values = {}) =>
    words[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

const Context = createContext<WordsContext | null>(null);

export function WordsProvider({
  children,
  language: first,
}: {
  children: ReactNode;
  language?: Language;
}) {
  const [language, setPicked] = useState<Language>(() => first ?? initialLanguage());
  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(languageKey, next);
    setPicked(next);
  }, []);
  const value = useMemo(
    () => ({ language, setLanguage, t: translatorFor(language) }),
    [language, setLanguage],
  );
  // The page says its language, so screen readers pronounce the words as they are.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useWords(): WordsContext {
  const context = useContext(Context);
  if (!context) throw new Error('useWords outside WordsProvider');
  return context;
}
