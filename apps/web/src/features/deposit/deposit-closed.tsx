import { useTranslation } from 'react-i18next';
import { openContact, useServiceUrl } from '../../shared/service-contact.ts';

/**
 * A deposit door that is closed (spec points 6 and 8): deposits for this player or everyone, or the
 * self-service UTR claim: the text and a contact button.
 */
export function DepositClosed({
  messageKey = 'wallet.deposit.closed',
  testId = 'deposit-closed',
}: {
  messageKey?: 'wallet.deposit.closed' | 'wallet.selfUtr.closed';
  testId?: string;
}) {
  const { t } = useTranslation();
  const serviceUrl = useServiceUrl();
  return (
    <div className="fp-card fp-center" data-testid={testId}>
      <strong>{t(messageKey)}</strong>
      <button type="button" className="fp-button fp-button--gold" onClick={() => openContact(serviceUrl)}>
        {t('wallet.common.contactService')}
      </button>
    </div>
  );
}
