import { useTranslation } from 'react-i18next';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ButtonSpinner } from './promo-ui.tsx';
import type { RewardAction } from './reward-action.ts';

/** The main button of a reward page for its action: claim, bind a phone, deposit, or why not. */
export function RewardButton({
  action,
  isClaiming,
  onClaim,
}: {
  action: RewardAction;
  isClaiming: boolean;
  onClaim(): void;
}) {
  const { t } = useTranslation();
  if (action.kind === 'bindPhone')
    return (
      <AppLink to={PATHS.phoneBinding} className="fp-button fp-button--block" data-testid="promo-bind-phone">
        {t('promo.common.bindPhone')}
      </AppLink>
    );
  if (action.kind === 'deposit')
    return (
      <AppLink
        to={PATHS.deposit}
        className="fp-button fp-button--gold fp-button--block"
        data-testid="promo-deposit"
      >
        {t('promo.common.deposit')}
      </AppLink>
    );
  if (action.kind === 'done')
    return (
      <button type="button" className="fp-button fp-button--block" disabled data-testid="promo-claim">
        {t(`promo.common.${action.reason}`)}
      </button>
    );
  return (
    <button
      type="button"
      className="fp-button fp-button--gold fp-button--block"
      disabled={isClaiming}
      aria-busy={isClaiming}
      onClick={onClaim}
      data-testid="promo-claim"
    >
      {isClaiming ? (
        <>
          <ButtonSpinner />
          {t('promo.common.claiming')}
        </>
      ) : (
        t('promo.common.claim')
      )}
    </button>
  );
}
