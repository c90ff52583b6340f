import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/AppRoutes.tsx';

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('the outer routes', () => {
  it('sends any unknown path to the landing page', async () => {
    const router = renderAt('/nowhere/at/all');
    await screen.findByRole('heading');
    expect(router.state.location.pathname).toBe('/');
  });
});
