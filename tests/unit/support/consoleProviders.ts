import { QueryClient } from '@tanstack/react-query';
import { createAuthProvider, type AuthOptions } from '@/authProvider/index.ts';
import { createDataProvider } from '@/dataProvider/index.ts';
import { createHttpClient } from '@/http/httpClient.ts';
import { entities } from '@entities/index.ts';

/** The console's providers as App.tsx wires them, pointed at a live server. */
export function consoleProviders(apiUrl: string, authOptions: AuthOptions = {}) {
  const queryClient = new QueryClient();
  const http = createHttpClient(apiUrl);
  return {
    queryClient,
    http,
    dataProvider: createDataProvider(http, entities, queryClient),
    authProvider: createAuthProvider(http, authOptions),
  };
}
