import { APP_NAME } from '@fairplay/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { onTransportFailure } from '../shared/api/client.ts';
import { useDepositClosedPopup } from '../shared/navigation/deposit-gate.ts';
import { queryClient } from '../shared/query-client.ts';
import { pathOf, ROUTE_TITLE_KEYS } from '../shared/routes.ts';
import { openContact, useServiceUrl } from '../shared/service-contact.ts';
import { useAppStore } from '../shared/store/app-store.ts';
import { SessionSync } from './session-sync.tsx';

/** The page title is the app name plus the translated route name (spec point 2). */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const appName = useAppStore((state) => state.appName) || APP_NAME;
  useEffect(() => {
    const key = ROUTE_TITLE_KEYS[pathOf(pathname)];
    document.title = key ? `${appName} - ${t(key)}` : appName;
  }, [pathname, t, appName]);
}

function DepositClosedPopup() {
  const { t } = useTranslation();
  const { isOpen, close } = useDepositClosedPopup();
  const serviceUrl = useServiceUrl();
  if (!isOpen) return null;
  return (
    <div
      className="fp-modal-mask"
      role="dialog"
      aria-modal="true"
      aria-labelledby="deposit-closed-title"
      data-testid="deposit-closed-popup"
    >
      <div className="fp-modal">
        <h2 id="deposit-closed-title">{t('deposit.closedTitle')}</h2>
        <p>{t('deposit.closedBody')}</p>
        <button
          type="button"
          className="fp-button fp-button--block"
          onClick={() => {
            openContact(serviceUrl);
            close();
          }}
        >
          {t('deposit.closedConfirm')}
        </button>
      </div>
    </div>
  );
}

/** After a network failure: a banner that retries every visible query when tapped (spec point 8). */
function TransportRetryBanner() {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  useEffect(() => onTransportFailure(() => setVisible(true)), []);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      className="fp-retry-banner"
      onClick={() => {
        setVisible(false);
        void queryClient.refetchQueries({ type: 'active' });
      }}
    >
      {t('common.timeout')}
    </button>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? (
    <div className="fp-progress" role="progressbar" aria-label="Loading" />
  ) : null;
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <SessionSync />
      <Outlet />
      <DepositClosedPopup />
      <TransportRetryBanner />
    </>
  );
}
