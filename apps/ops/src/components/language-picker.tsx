import { languages } from '@sorte/words/languages';
import type { Language } from '@sorte/words/languages';
import { useWords } from '../lib/words';

/** The staff member's language, picked here and kept on this machine. */
export function LanguagePicker() {
  const { language, setLanguage, t } = useWords();
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t('app.language')}</span>
      <select
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        data-testid="language-picker"
        aria-label={t('app.language')}
      >
        {languages.map((each) => (
          <option key={each} value={each} lang={each}>
            {t(`languageName.${each}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
