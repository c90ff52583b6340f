import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import Landing from './Landing.tsx';
import { loadLandingMessages } from './messages.ts';

/**
 * The landing page's only script: brings the prerendered page to life (accordion, menu, theme
 * switch) in the language it was rendered in (`data-locale` on <html>, its folder's name).
 */
const locale = document.documentElement.dataset.locale || 'en';
const messages = await loadLandingMessages(locale);
hydrateRoot(
  document.getElementById('landing')!,
  <StrictMode>
    <Landing locale={locale} messages={messages} />
  </StrictMode>,
);
