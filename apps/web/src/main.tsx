import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { setSessionLostHandler } from './shared/api/client.ts';
import { installErrorReporting } from './shared/error-reporting.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { reLaunch, setNavigator } from './shared/navigation/navigation.ts';
import { queryClient } from './shared/query-client.ts';
import { PATHS } from './shared/routes.ts';
import { readLaunchParameters } from './shared/store/app-store.ts';
import { useSessionStore } from './shared/store/session-store.ts';
import './app/styles.css';

installErrorReporting();
readLaunchParameters(window.location.search);

const router = createAppRouter();
setNavigator({
  go: (url, { replace }) => void router.navigate(url, { replace }),
  back: () => void router.navigate(-1),
  canGoBack: () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0,
});

// A call the server answers with "please login" ends the session and starts over at the index page.
setSessionLostHandler(() => {
  if (!useSessionStore.getState().sign) return;
  useSessionStore.getState().logout();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'gconfig' });
  void reLaunch(PATHS.index);
});

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
