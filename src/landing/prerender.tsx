import { renderToString } from 'react-dom/server';
import { landingMessages } from '@/landing/messages.ts';
import Landing from './Landing.tsx';

/** The landing page's HTML, rendered at build time into landing.html (scripts/prerender-landing.ts). */
export const renderLanding = () => renderToString(<Landing />);

const t = landingMessages.head;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Title, description and Open Graph / Twitter card tags for landing.html's head. */
export const renderLandingHead = () =>
  [
    `<title>${escape(t.title)}</title>`,
    ...Object.entries({
      description: t.description,
      'twitter:card': 'summary_large_image',
      'twitter:title': t.title,
      'twitter:description': t.description,
    }).map(([name, content]) => `<meta name="${name}" content="${escape(content)}" />`),
    ...Object.entries({
      'og:type': 'website',
      'og:site_name': landingMessages.brand,
      'og:title': t.title,
      'og:description': t.description,
      'og:locale': t.locale,
      'og:image': '/og-image.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': t.ogImageAlt,
    }).map(([property, content]) => `<meta property="${property}" content="${escape(content)}" />`),
  ].join('\n    ');
