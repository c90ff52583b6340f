import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppRoutes, preloadAddress } from './AppRoutes.tsx';
import { ThemeModeProvider } from './layout/ThemeModeProvider.tsx';

const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

// What the address shows is loaded before the first render (a chunk that fails to load is loaded
// again by the screen itself, which then says so).
await preloadAddress(location.pathname).catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeModeProvider>
      <RouterProvider router={router} />
    </ThemeModeProvider>
  </StrictMode>,
);
