import { useEffect, useRef, useState } from 'react';
import { useLandingMessages } from '@/landing/messages.ts';
import BrandMark from './BrandMark.tsx';
import Icon from './Icon.tsx';
import LanguageMenu from './LanguageMenu.tsx';
import { getStartedHref, navLinks, sectionIds } from './sections.ts';
import { toggleTheme } from './theme.ts';

const NAV_LIST_ID = 'lp-nav-list';

/** Sticky top bar: brand, the section links (a menu button under 900 px), theme switch, Get Started. */
export default function SiteHeader({ locale }: { locale: string }) {
  const messages = useLandingMessages();
  const t = messages.nav;
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="lp-header">
      <div className="lp-container lp-header-bar">
        <a className="lp-brand" href={`#${sectionIds.home}`} onClick={close}>
          <BrandMark />
          {messages.brand}
        </a>
        <nav className="lp-nav" aria-label={t.label} data-open={open}>
          <ul id={NAV_LIST_ID} className="lp-nav-list">
            {navLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={close}>
                  {t[link.label]}
                </a>
              </li>
            ))}
            <li className="lp-nav-cta">
              <a className="lp-button lp-button-primary" href={getStartedHref} onClick={close}>
                {t.getStarted}
              </a>
            </li>
          </ul>
        </nav>
        <div className="lp-header-actions">
          <LanguageMenu locale={locale} />
          <button type="button" className="lp-icon-button" aria-label={t.toggleTheme} onClick={toggleTheme}>
            <span className="lp-theme-sun">
              <Icon name="sun" size={20} />
            </span>
            <span className="lp-theme-moon">
              <Icon name="moon" size={20} />
            </span>
          </button>
          <button
            ref={menuButton}
            type="button"
            className="lp-icon-button lp-menu-button"
            aria-expanded={open}
            aria-controls={NAV_LIST_ID}
            aria-label={open ? t.closeMenu : t.openMenu}
            onClick={() => setOpen(!open)}
          >
            <Icon name={open ? 'close' : 'menu'} size={22} />
          </button>
        </div>
      </div>
    </header>
  );
}
