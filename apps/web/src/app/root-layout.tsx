import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { pageTitle, useAppName, useRouteName } from '../shared/layouts/page-title.ts';
import { useDepositClosedPopup } from '../shared/navigation/deposit-gate.ts';
import { useRefetchWhenOnline } from '../shared/online.ts';
import { openContact, useServiceUrl } from '../shared/service-contact.ts';
import { BreakScreen } from './break-screen.tsx';
import { SessionSync } from './session-sync.tsx';
import { TransportRetryBanner } from './transport-retry-banner.tsx';

/** The document title follows the navigation bar's: the app name plus the translated route name (spec point 2). */
function useDocumentTitle(): void {
  const appName = useAppName();
  const routeName = useRouteName();
  useEffect(() => {
    document.title = pageTitle(appName, routeName);
  }, [appName, routeName]);
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

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? (
    <div className="fp-progress" role="progressbar" aria-label="Loading" />
  ) : null;
}

export function RootLayout() {
  useDocumentTitle();
  useRefetchWhenOnline();
  return (
    <>
      <NavigationProgress />
      <SessionSync />
      <Outlet />
      <DepositClosedPopup />
      <BreakScreen />
      <TransportRetryBanner />
    </>
  );
}
