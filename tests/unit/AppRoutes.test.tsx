import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/AppRoutes.tsx';
import { ThemeModeProvider } from '@/layout/ThemeModeProvider.tsx';

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes apiUrl="http://127.0.0.1:9/api" /> }], { initialEntries: [path] });
  render(
    <ThemeModeProvider>
      <RouterProvider router={router} />
    </ThemeModeProvider>,
  );
  return router;
};

// The lazy screens' modules are loaded before the tests, under the hook timeout (vite transforms
// react-admin and MUI for them: seconds idle, tens of seconds on a busy machine); the tests then wait
// for routing and rendering only.
beforeAll(() =>
  Promise.all([import('@/landing/EnglishLanding.tsx'), import('@/layout/ConsoleFrame.tsx'), import('@/login/LoginPage.tsx'), import('@/App.tsx')]),
);

// Each test starts with no session and an empty document (tests/setup/unit.ts unmounts the previous test's screen).
beforeEach(() => {
  localStorage.clear();
  expect(document.body).toBeEmptyDOMElement();
});

describe('the outer routes', () => {
  it('sends any unknown path to the landing page', async () => {
    const router = renderAt('/nowhere/at/all');
    expect((await screen.findAllByRole('heading')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the sign-in form at /login without a session', async () => {
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
  });

  it('sends /dashboard/… to /login without a session', async () => {
    const router = renderAt('/dashboard/packages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends /login to /dashboard when a token is stored', async () => {
    localStorage.setItem('token', 'stored');
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
