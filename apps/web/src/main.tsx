import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.tsx';
import { setSessionLostHandler } from './shared/api/client.ts';
import { installErrorReporting } from './shared/error-reporting.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { setNavigator } from './shared/navigation/navigation.ts';
import { queryClient } from './shared/query-client.ts';
import { endSession } from './shared/session/end-session.ts';
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

// A call the server answers with "please login" ends the session as a logout does.
setSessionLostHandler(() => {
  if (useSessionStore.getState().sign) void endSession();
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
