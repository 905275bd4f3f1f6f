import { useTranslation } from 'react-i18next';
import { openContact } from '../../shared/service-contact.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';

/** Deposits closed for this player or for everyone (spec points 6 and 8): the text and a contact button. */
export function DepositClosed() {
  const { t } = useTranslation();
  const serviceUrl = useSessionStore((state) => state.serviceUrl);
  const configServiceUrl = useAppStore((state) => state.configServiceUrl);
  return (
    <div className="fp-card fp-center" data-testid="deposit-closed">
      <strong>{t('wallet.deposit.closed')}</strong>
      <button
        type="button"
        className="fp-button fp-button--gold"
        onClick={() => openContact(serviceUrl || configServiceUrl)}
      >
        {t('wallet.common.contactService')}
      </button>
    </div>
  );
}
