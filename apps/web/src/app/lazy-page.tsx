import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '@fairplay/contract/constants';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../shared/error-reporting.ts';

type PageModule = { default: ComponentType };

/** Loads a page chunk; gives up after 60 s (spec point 9) so the error screen can offer a reload. */
export function lazyPage(load: () => Promise<PageModule>) {
  return lazy(
    () =>
      new Promise<PageModule>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Page load timed out')), PAGE_LOAD_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}

/** Shows the spinner only after 200 ms, so fast loads do not flash (spec point 9). */
function DelayedSpinner() {
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PAGE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="fp-center" style={{ minHeight: '60vh' }} aria-busy="true">
      {isVisible ? <div className="fp-spinner" /> : null}
    </div>
  );
}

function PageFailed({ isChunkError }: { isChunkError: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="fp-center"
      style={{ width: '100%', minHeight: '70vh', background: 'none', border: 0, color: 'inherit' }}
      onClick={() => window.location.reload()}
    >
      <strong>{isChunkError ? t('common.pageLoadFailed') : t('common.somethingWrong')}</strong>
      <span className="fp-button fp-button--ghost">{t('common.retry')}</span>
    </button>
  );
}

/** A page that fails to load or render shows a message and reloads on tap (spec point 8). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? '');
  }

  override render() {
    if (this.state.error) {
      const isChunkError =
        /dynamically imported module|Loading chunk|Page load timed out|Importing a module/i.test(
          this.state.error.message,
        );
      return <PageFailed isChunkError={isChunkError} />;
    }
    return this.props.children;
  }
}

export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<DelayedSpinner />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
