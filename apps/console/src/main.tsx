import './shared/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app.tsx';
import { createConsoleRouter } from './app/router.tsx';
import { onSignedOut } from './shared/api/client.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { queryClient } from './shared/query-client.ts';
import { stampStyleNonce } from './shared/style-nonce.ts';
import './app/styles.css';

stampStyleNonce();
const router = createConsoleRouter();

// The server no longer knows the token (expired, revoked, password changed elsewhere): forget what
// was read under it; RequireSession then sends the staff member to sign in, remembering the page.
onSignedOut(() => queryClient.clear());

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleApp router={router} />
    </StrictMode>,
  );
});
