import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { withdrawOrderQuery } from './api.ts';
import { OrderView } from './order-view.tsx';
import styles from './withdraw.module.css';

/**
 * Withdraw (/pages/wallet/WithdrawWait?orderNo=): the submitted order and when to expect the money;
 * it looks again every 10 s while the order is under review or being paid.
 */
export default function WithdrawWaitPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const [searchParams] = useSearchParams();
  const orderNo = (searchParams.get('orderNo') ?? '').trim();
  const order = useQuery(withdrawOrderQuery(uid, orderNo));

  const data = uid === '' ? undefined : order.data;
  const isLoading = orderNo !== '' && !order.isError && data === undefined;
  let content: ReactNode;
  if (orderNo === '') content = <p className="fp-center fp-muted">{t('withdraw.order.missingOrderNo')}</p>;
  else if (data) content = <OrderView order={data} />;
  else if (order.isError)
    content = <ErrorState message={t('withdraw.order.notFound')} onRetry={() => void order.refetch()} />;
  else content = <LoadingState />;

  return (
    <SubLayout>
      {content}
      {/* Below the order once it is there, so they do not jump when it arrives. */}
      {isLoading ? null : (
        <div className={styles.buttons}>
          <AppLink
            to={PATHS.withdrawHistory}
            className="fp-button fp-button--ghost"
            data-testid="to-withdraw-history"
          >
            {t('withdraw.order.toHistory')}
          </AppLink>
          <AppLink to={PATHS.home} className="fp-button" data-testid="to-home">
            {t('withdraw.order.toHome')}
          </AppLink>
        </div>
      )}
    </SubLayout>
  );
}
