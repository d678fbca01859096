import { LANGUAGE_CODES, LANGUAGES, type Language } from '@kavach/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../shared/i18n/change-language.ts';

/**
 * The header's language choice (docs/i18n.md): a native select, so it reads and works the same with a keyboard, a
 * screen reader and a thumb, and takes a third language with no change. Each language is named in its own script.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center">
      <span className="sr-only">{t('header.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
