import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a component as the app does: inside a query cache of its own (no retries in tests). */
export function renderWithQueries(element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{element}</QueryClientProvider>) };
}
