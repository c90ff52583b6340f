import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import Landing from './Landing.tsx';
import { loadLandingMessages } from './messages.ts';

/**
 * The landing page's only script: brings the prerendered page to life (accordion, menu, theme
 * switch) in the language it was rendered in (`lang` on <html>).
 */
const locale = document.documentElement.lang || 'en';
const messages = await loadLandingMessages(locale);
hydrateRoot(
  document.getElementById('landing')!,
  <StrictMode>
    <Landing locale={locale} messages={messages} />
  </StrictMode>,
);
