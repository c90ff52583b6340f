import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import Landing from './Landing.tsx';

/** landing.html's only script: brings the prerendered page to life (accordion, menu, theme switch). */
hydrateRoot(
  document.getElementById('landing')!,
  <StrictMode>
    <Landing />
  </StrictMode>,
);
