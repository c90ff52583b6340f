import { renderToString } from 'react-dom/server';
import Landing from './Landing.tsx';
import { landingLanguages, landingPath, offeredLanguages, type LandingMessages } from './messages.ts';

/** Each language's texts over English's, as the page hydrates them (messages.ts). */
const files = import.meta.glob<LandingMessages>('/src/i18n/*/landing.json', { query: '?with-english', import: 'default', eager: true });
const messagesOf = (locale: string) => files[`/src/i18n/${locale}/landing.json`];

/** The languages the page is prerendered in, English first. */
export const landingLocales = () => landingLanguages.map((language) => language.locale);

export { landingLang } from './messages.ts';

/** The landing page's HTML in a language, rendered at build time (scripts/prerender-landing.ts). */
export const renderLanding = (locale: string) => renderToString(<Landing locale={locale} messages={messagesOf(locale)} />);

/**
 * Where the public site lives, for the `hreflang` alternates (search engines want absolute
 * addresses): `SITE_URL` at build time, the platform's own domain otherwise.
 */
const SITE_URL = (process.env.SITE_URL || 'https://rewardhub.ng').replace(/\/$/, '');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Title, description, Open Graph / Twitter card tags and the other languages' addresses
 * (`hreflang` alternates, English the default) for the page's head in a language.
 */
export function renderLandingHead(locale: string) {
  const messages = messagesOf(locale);
  const t = messages.head;
  const others = offeredLanguages.filter((language) => language.locale !== locale);
  return [
    `<title>${escape(t.title)}</title>`,
    ...Object.entries({
      description: t.description,
      'twitter:card': 'summary_large_image',
      'twitter:title': t.title,
      'twitter:description': t.description,
    }).map(([name, content]) => `<meta name="${name}" content="${escape(content)}" />`),
    ...Object.entries({
      'og:type': 'website',
      'og:site_name': messages.brand,
      'og:title': t.title,
      'og:description': t.description,
      'og:locale': t.locale,
      'og:image': '/og-image.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': t.ogImageAlt,
    }).map(([property, content]) => `<meta property="${property}" content="${escape(content)}" />`),
    ...others.map((language) => `<meta property="og:locale:alternate" content="${escape(messagesOf(language.locale).head.locale)}" />`),
    ...offeredLanguages.map((language) => `<link rel="alternate" hreflang="${language.lang}" href="${SITE_URL}${landingPath(language.locale)}" vite-ignore />`),
    `<link rel="alternate" hreflang="x-default" href="${SITE_URL}/" vite-ignore />`,
  ].join('\n    ');
}
