import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../shared/api/account.ts';
import {
  type ChargeInfo,
  chargeInfoQuery,
  type PayChannel,
  payChannelQuery,
} from '../../shared/api/deposit.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { DepositLimitPrompt } from '../../shared/ui/deposit-limit-prompt.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { AgencyDepositPanel } from './agency-deposit-panel.tsx';
import { CryptoDepositPanel } from './crypto-deposit-panel.tsx';
import styles from './deposit.module.css';
import { DepositClosed } from './deposit-closed.tsx';
import {
  buildDepositTabs,
  closestAmount,
  type DepositTab,
  DepositTabKey,
  defaultBankId,
  isDepositClosed,
  parseAgents,
  splitMethods,
} from './deposit-rules.ts';
import { TAB_LABEL_KEYS } from './deposit-texts.ts';
import { OnlineDepositPanel } from './online-deposit-panel.tsx';
import { TransferDepositPanel } from './transfer-deposit-panel.tsx';

function BalanceCard() {
  const { t } = useTranslation();
  const balance = usePlayerInfo()?.balance;
  const { money } = useMoney();
  return (
    <div className={`fp-card ${styles.balanceCard}`}>
      <span className={uiStyles.balanceLabel}>{t('wallet.common.balance')}</span>
      <span className={styles.balanceValue} data-testid="deposit-balance">
        {balance === undefined ? '…' : money(balance)}
      </span>
    </div>
  );
}

function DepositTabs({
  tabs,
  active,
  onChange,
  idPrefix,
}: {
  tabs: readonly DepositTab[];
  active: number;
  onChange(key: DepositTab['key']): void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${idPrefix}-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          className={`${styles.tab} ${tab.key === active ? styles.tabActive : ''}`}
          onClick={(event) => {
            onChange(tab.key);
            event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
          }}
          data-testid={`deposit-tab-${tab.key}`}
        >
          {t(TAB_LABEL_KEYS[tab.key])}
          {tab.badgePercent !== null ? (
            <span className={styles.badge}>{t('wallet.tabs.badge', { percent: tab.badgePercent })}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

/** The tabs and their panels. A panel is mounted on first visit and kept, so typed values survive tab switches. */
function DepositOptions({ info, payChannel }: { info: ChargeInfo; payChannel: PayChannel | undefined }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  // getPayChannel has the freshest channels; without it the charge info's own list is used.
  const methods = payChannel?.rechargeTypeList ?? info.rechargeTypeList;
  const rechargeTypeLimit = payChannel?.rechargeTypeLimit ?? info.rechargeTypeLimit;
  const { online, virtualAccount } = splitMethods(methods);
  const tabs = buildDepositTabs(info, virtualAccount.length > 0);
  const mode = info.isTypeB ? info.typeB : info.typeA;
  const defaultAmount = closestAmount(info.typeA.amountList, info.defaultIndex);
  const [active, setActive] = useState<DepositTab['key'] | null>(tabs[0]?.key ?? null);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set(active === null ? [] : [active]));

  if (tabs.length === 0 || active === null) {
    return <p className="fp-card fp-muted">{t('wallet.deposit.noTabs')}</p>;
  }

  const panels: Record<DepositTab['key'], () => ReactNode> = {
    [DepositTabKey.online]: () => (
      <OnlineDepositPanel
        methods={online}
        rechargeTypeLimit={rechargeTypeLimit}
        mode={mode}
        defaultAmount={defaultAmount}
        testId="online"
      />
    ),
    [DepositTabKey.virtualAccount]: () => (
      <OnlineDepositPanel
        methods={virtualAccount}
        rechargeTypeLimit={rechargeTypeLimit}
        mode={mode}
        defaultAmount={defaultAmount}
        banks={info.bankConfigList}
        defaultBank={defaultBankId(info.bankConfigList)}
        testId="va"
      />
    ),
    [DepositTabKey.transfer]: () => (
      <TransferDepositPanel
        cards={info.cards}
        canSelfServe={info.fillOrderSwitch === 1}
        wagerMultiple={info.transferWithdrawMulti}
      />
    ),
    [DepositTabKey.agency]: () => <AgencyDepositPanel agents={parseAgents(info.agentsV2)} />,
    [DepositTabKey.crypto]: () => (
      <CryptoDepositPanel coins={info.cryptoConfig} wagerMultiple={mode.withdrawMulti} />
    ),
  };

  return (
    <>
      {mode.picUrl ? (
        <img className={styles.banner} src={mode.picUrl} width="750" height="300" alt="" />
      ) : null}
      <DepositTabs
        tabs={tabs}
        active={active}
        idPrefix={idPrefix}
        onChange={(key) => {
          setActive(key);
          setVisited((previous) => new Set(previous).add(key));
        }}
      />
      {tabs.map((tab) =>
        visited.has(tab.key) ? (
          <div
            key={tab.key}
            id={`${idPrefix}-panel-${tab.key}`}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-tab-${tab.key}`}
            className={styles.panel}
            hidden={tab.key !== active}
          >
            {panels[tab.key]()}
          </div>
        ) : null,
      )}
    </>
  );
}

/** Deposit (spec point 4): balance, then the deposit tabs built from the charge info. */
export default function DepositPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const chargeInfo = useQuery(chargeInfoQuery(uid));
  const payChannel = useQuery(payChannelQuery(uid));

  let content: ReactNode;
  if (uid === '' || chargeInfo.isPending || payChannel.isPending) {
    content = <LoadingState />;
  } else if (chargeInfo.isError) {
    content = (
      <ErrorState message={t('wallet.deposit.loadFailed')} onRetry={() => void chargeInfo.refetch()} />
    );
  } else if (isDepositClosed(chargeInfo.data)) {
    content = <DepositClosed />;
  } else {
    content = <DepositOptions info={chargeInfo.data} payChannel={payChannel.data} />;
  }

  return (
    <SubLayout
      right={
        <AppLink to={PATHS.depositHistory} className={uiStyles.headerLink} data-testid="deposit-history-link">
          {t('wallet.common.history')}
        </AppLink>
      }
    >
      <BalanceCard />
      <AppLink to={PATHS.protection} className={styles.limitsLink} data-testid="deposit-limits-link">
        {t('limitPrompt.link')}
      </AppLink>
      {content}
      {uid === '' ? null : <DepositLimitPrompt uid={uid} place="firstDeposit" />}
    </SubLayout>
  );
}
