import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { RouterProvider } from 'react-router';
import { StepUpProvider } from '../shared/api/step-up.tsx';
import { queryClient } from '../shared/query-client.ts';
import type { createConsoleRouter } from './router.tsx';

const THEME = {
  token: { colorPrimary: '#1f5fae', borderRadius: 6 },
  components: { Layout: { headerBg: '#ffffff', headerPadding: '0 16px' } },
};

/**
 * The providers every page runs under: antd (theme, and the message and modal hooks pages use;
 * its style elements carry the page's CSP nonce, shared/style-nonce.ts), queries, step-up, router.
 */
export function ConsoleApp({ router }: { router: ReturnType<typeof createConsoleRouter> }) {
  return (
    <ConfigProvider locale={enUS} theme={THEME}>
      <App>
        <QueryClientProvider client={queryClient}>
          <StepUpProvider>
            <RouterProvider router={router} />
          </StepUpProvider>
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
