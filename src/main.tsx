import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { ThemeModeProvider } from './layout/ThemeModeProvider.tsx';

/** The console's environment, read once: the API base (same origin by default). */
const apiUrl = import.meta.env.VITE_API_URL || '/api';

const router = createBrowserRouter([{ path: '*', element: <AppRoutes apiUrl={apiUrl} /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeModeProvider>
      <RouterProvider router={router} />
    </ThemeModeProvider>
  </StrictMode>,
);
