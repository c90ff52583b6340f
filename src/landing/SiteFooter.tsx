import { useLandingMessages } from '@/landing/messages.ts';
import BrandMark from './BrandMark.tsx';
import { sectionIds } from './sections.ts';

/** Brand, placeholder link columns (pages to come) and the copyright line. */
export default function SiteFooter() {
  const messages = useLandingMessages();
  const t = messages.footer;
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer-grid">
        <div className="lp-footer-brand">
          <a className="lp-brand" href={`#${sectionIds.home}`}>
            <BrandMark />
            {messages.brand}
          </a>
          <p>{t.tagline}</p>
        </div>
        {t.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="lp-footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link}>
                  <a href="#">{link}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="lp-container lp-footer-bottom">
        <p>{t.copyright}</p>
      </div>
    </footer>
  );
}
