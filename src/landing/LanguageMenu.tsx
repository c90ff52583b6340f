import { useEffect, useRef } from 'react';
import Icon from './Icon.tsx';
import { landingLanguages, landingPath, offeredLanguages, useLandingMessages } from './messages.ts';

/**
 * The page's languages as one menu button, whatever their count: the current language's name (its
 * code on phones) opens a list of every language, each named in itself. A native disclosure, so it
 * works before and without the script; the script closes it on Escape and on a click elsewhere.
 */
export default function LanguageMenu({ locale }: { locale: string }) {
  const t = useLandingMessages().nav;
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key !== 'Escape' : details.contains(event.target as Node)) return;
      details.open = false;
      if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  const current = landingLanguages.find((language) => language.locale === locale);
  if (offeredLanguages.length < 2 || !current) return null;
  return (
    <details ref={menu} className="lp-language-menu">
      <summary className="lp-language-button">
        <Icon name="globe" size={20} />
        <span className="lp-visually-hidden">{t.language}: </span>
        <span className="lp-language-name">{current.name}</span>
        <span className="lp-language-code" translate="no">
          {locale.toUpperCase()}
        </span>
      </summary>
      <ul className="lp-language-list">
        {offeredLanguages.map((language) => (
          <li key={language.locale}>
            <a href={landingPath(language.locale)} hrefLang={language.lang} lang={language.lang} aria-current={language.locale === locale ? 'page' : undefined}>
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
