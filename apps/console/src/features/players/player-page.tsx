import * as ops from '@fairplay/contract/operator';
import { Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { BonusesTab } from './bonuses-tab.tsx';
import { DepositsTab } from './deposits-tab.tsx';
import { InboxTab } from './inbox-tab.tsx';
import { LedgerTab } from './ledger-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PlayerHeader } from './player-header.tsx';
import { ReferralsTab } from './referrals-tab.tsx';
import { RoundsTab } from './rounds-tab.tsx';
import { SessionsTab } from './sessions-tab.tsx';
import { WageringTab } from './wagering-tab.tsx';
import { WithdrawalsTab } from './withdrawals-tab.tsx';

export const PLAYER_TABS = [
  'overview',
  'ledger',
  'wagering',
  'deposits',
  'withdrawals',
  'rounds',
  'bonuses',
  'referrals',
  'sessions',
  'inbox',
] as const;
type PlayerTab = (typeof PLAYER_TABS)[number];

const TAB_CONTENT: Record<Exclude<PlayerTab, 'overview'>, (props: { userId: number }) => React.ReactNode> = {
  ledger: LedgerTab,
  wagering: WageringTab,
  deposits: DepositsTab,
  withdrawals: WithdrawalsTab,
  rounds: RoundsTab,
  bonuses: BonusesTab,
  referrals: ReferralsTab,
  sessions: SessionsTab,
  inbox: InboxTab,
};

function tabOf(value: string | null): PlayerTab {
  return (PLAYER_TABS as readonly string[]).includes(value ?? '') ? (value as PlayerTab) : 'overview';
}

function PlayerView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  // Each read of the summary is audited as a view: not again on every focus of the window.
  const summary = useOperatorQuery(
    ops.playerSummary,
    { params: { userId } },
    { refetchOnWindowFocus: false },
  );
  return (
    <QueryStates query={summary} skeletonRows={12}>
      {(player) => (
        <>
          <PlayerHeader player={player} />
          <Tabs
            activeKey={tab}
            onChange={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: false })}
            destroyOnHidden
            items={PLAYER_TABS.map((key) => {
              const Content = key === 'overview' ? null : TAB_CONTENT[key];
              return {
                key,
                label: t(`players.tabs.${key}`),
                children: Content ? <Content userId={userId} /> : <OverviewTab player={player} />,
              };
            })}
          />
        </>
      )}
    </QueryStates>
  );
}

/**
 * A player's page (/console/players/:userId, players.read): the header with state, actions and
 * balances, then tabs (overview with tags and notes, ledger, wagering, deposits, withdrawals, game
 * rounds, bonuses, referrals, sessions, inbox), each a server-paged table. The tab is in the address.
 */
export default function PlayerPage() {
  const { t } = useTranslation();
  const { userId: raw } = useParams();
  const userId = Number(raw);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    return <Result status="404" title={t('players.notAPlayer')} />;
  }
  return (
    <div className="page">
      <PlayerView key={userId} userId={userId} />
    </div>
  );
}
