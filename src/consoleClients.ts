import { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { createAuthProvider } from './authProvider/index.ts';
import { answerAuthQueriesAtOnce } from './authProvider/answerAuthQueries.ts';
import { createDataProvider } from './dataProvider/index.ts';
import { fetchListsWhenCreated } from './dataProvider/fetchListsWhenCreated.ts';
import { createHttpClient } from '@/http/httpClient.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { entities } from '@entities/index.ts';

/** What one mount of the admin talks to the API and caches with. */
export interface ConsoleClients {
  apiUrl: string;
  queryClient: QueryClient;
  dataProvider: ReturnType<typeof createDataProvider>;
  authProvider: ReturnType<typeof createAuthProvider>;
}

function createConsoleClients(apiUrl: string): ConsoleClients {
  const queryClient = new QueryClient();
  answerAuthQueriesAtOnce(queryClient);
  fetchListsWhenCreated(queryClient);
  const http = createHttpClient(apiUrl);
  return {
    apiUrl,
    queryClient,
    dataProvider: createDataProvider(http, entities, queryClient),
    authProvider: createAuthProvider(http, {
      // Several requests may fail with 401 at once: one sign-out, one toast.
      onLoggedOut: () => toast.success(i18nProvider.translate('app.auth.logged_out'), { toastId: 'logged-out' }),
    }),
  };
}

let early: ConsoleClients | undefined;

/** The clients the next mount of the admin will take: made before it renders, to ask for its first rows early. */
export function clientsBeforeMount(apiUrl: string): ConsoleClients {
  if (early?.apiUrl !== apiUrl) early = createConsoleClients(apiUrl);
  return early;
}

/**
 * The clients of a mount of the admin: those made before it, if any, else new ones. Each mount
 * takes its own, so a sign-out and another sign-in start from an empty cache.
 */
export function takeConsoleClients(apiUrl: string): ConsoleClients {
  const clients = early?.apiUrl === apiUrl ? early : createConsoleClients(apiUrl);
  early = undefined;
  return clients;
}
