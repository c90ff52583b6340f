import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/AppRoutes.tsx';
import { ThemeModeProvider } from '@/layout/ThemeModeProvider.tsx';

/** Nothing listens there: every API call fails as a network error. */
const API_URL = 'http://127.0.0.1:9/api';

// config.json beside the console names the API; anything else fetched goes nowhere.
const fetchConfig = vi.fn(async (input: RequestInfo | URL) =>
  String(input) === '/config.json' ? new Response(JSON.stringify({ apiUrl: API_URL })) : Promise.reject(new TypeError('Failed to fetch')),
);
vi.stubGlobal('fetch', fetchConfig);

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
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

  it("signs in at config.json's address, and says it when nothing answers there", async () => {
    renderAt('/login');
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'admin@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'correct-horse-battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(`Network error. Please check your connection. (No answer from ${API_URL}.)`)).toBeInTheDocument();
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-cache', signal: expect.any(AbortSignal) });
    expect(fetchConfig).toHaveBeenCalledWith(`${API_URL}/admin/login`, expect.anything());
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
