import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '@fairplay/contract/constants';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../shared/error-reporting.ts';
import { useIsOnline } from '../shared/online.ts';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** Loads a page chunk; gives up after 60 s (spec point 9) so the error screen can offer a retry. */
export function lazyPage(load: PageLoader) {
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

/**
 * One lazy component per page module, so a page visited again renders at once from its loaded
 * chunk. A chunk that failed to arrive is forgotten, and the next render imports it again.
 */
const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyPageFor(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazyPage(load);
    lazyPages.set(load, page);
  }
  return page;
}

/** A page chunk that did not arrive (offline, timed out, a CSS preload failed), as opposed to a page that broke. */
export function isChunkError(error: Error): boolean {
  return /dynamically imported module|Loading chunk|Page load timed out|Importing a module|preload CSS/i.test(
    error.message,
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

function PageFailed({ isChunkError, onRetry }: { isChunkError: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  // A chunk that could not arrive offline is fetched again as soon as the browser is back online.
  useEffect(() => {
    if (!isChunkError) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [isChunkError, onRetry]);
  const message = !isOnline
    ? t('common.offline')
    : isChunkError
      ? t('common.pageLoadFailed')
      : t('common.somethingWrong');
  return (
    <button
      type="button"
      className="fp-center"
      style={{ width: '100%', minHeight: '70vh', background: 'none', border: 0, color: 'inherit' }}
      onClick={onRetry}
      data-testid="page-failed"
    >
      <strong>{message}</strong>
      <span className="fp-button fp-button--ghost">{t('common.retry')}</span>
    </button>
  );
}

/** In-place loads of a failed chunk before a tap reloads the app instead (a new release renamed it). */
const IN_PLACE_RETRIES = 2;

/**
 * A page that fails to load or render shows a message and retries on tap (spec point 8): a chunk
 * that did not arrive is loaded again in place (the app, its state and history stay), a page that
 * broke reloads the app.
 */
export class PageErrorBoundary extends Component<
  { children: ReactNode; attempt?: number; onRetryLoad?(): void },
  { error: Error | null }
> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? '');
  }

  retry = () => {
    const { error } = this.state;
    const { attempt = 0, onRetryLoad } = this.props;
    const canLoadInPlace = attempt < IN_PLACE_RETRIES || !navigator.onLine;
    if (error && isChunkError(error) && onRetryLoad && canLoadInPlace) onRetryLoad();
    else window.location.reload();
  };

  override render() {
    if (this.state.error) {
      return <PageFailed isChunkError={isChunkError(this.state.error)} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

/** A route's page, loaded on demand behind the spinner and the error screen. */
export function RoutePage({ load }: { load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPageFor(load);
  const retryLoad = () => {
    lazyPages.delete(load);
    setAttempt((current) => current + 1);
  };
  return (
    <PageErrorBoundary key={attempt} attempt={attempt} onRetryLoad={retryLoad}>
      <Suspense fallback={<DelayedSpinner />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
