import { landingPath, offeredLanguages } from './messages.ts';

/**
 * Links to the page in the other languages, each named in its own language; on phones the bar shows
 * the language's code in a button-sized box (the name stays its accessible name).
 */
export default function LanguageLinks({ locale }: { locale: string }) {
  return (
    <>
      {offeredLanguages
        .filter((language) => language.locale !== locale)
        .map((language) => (
          <a
            key={language.locale}
            className="lp-language-link"
            href={landingPath(language.locale)}
            hrefLang={language.locale}
            lang={language.locale}
            aria-label={`${language.name} (${language.locale.toUpperCase()})`}
            title={language.name}
          >
            <span className="lp-language-name">{language.name}</span>
            <span className="lp-language-code" aria-hidden="true">
              {language.locale.toUpperCase()}
            </span>
          </a>
        ))}
    </>
  );
}
