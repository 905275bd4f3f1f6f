import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../shared/api/account.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { TabLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { isLoggedIn, useSessionStore } from '../../shared/store/session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { copyText } from '../../shared/ui/copy.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Segmented } from '../../shared/ui/field.tsx';
import { InfiniteRecordList } from '../../shared/ui/infinite-record-list.tsx';
import { LoginPrompt } from '../../shared/ui/login-prompt.tsx';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import {
  EARN_PERIOD_OPTIONS,
  type EarnOverview,
  type EarnPeriod,
  earnOverviewQuery,
  type TeamMember,
  teamMembersQuery,
  useReceiveRebate,
} from './api.ts';
import styles from './earn.module.css';
import { shareInvite } from './share-invite.ts';
import { teamStatusView } from './team-status.ts';

/** The invite link and code, each with a copy button, and a share button. */
function InviteCard({ overview }: { overview: EarnOverview }) {
  const { t } = useTranslation();
  const appName = useAppStore((state) => state.appName);
  const copied = t('common.copySuccess');
  return (
    <section className={`fp-card ${styles.invite}`}>
      <h2 className={styles.title}>{t('earn.inviteTitle')}</h2>
      <p className={styles.lead}>{t('earn.inviteBody', { percent: overview.rebatePercent })}</p>
      <div className={styles.copyRow}>
        <div className={styles.copyText}>
          <span className={styles.copyLabel}>{t('earn.inviteLink')}</span>
          <span className={styles.link} data-testid="earn-invite-link">
            {overview.inviteLink}
          </span>
        </div>
        <button
          type="button"
          className="fp-button fp-button--small"
          onClick={() => void copyText(overview.inviteLink, copied)}
          data-testid="earn-copy-link"
        >
          {t('earn.copy')}
        </button>
      </div>
      <div className={styles.copyRow}>
        <div className={styles.copyText}>
          <span className={styles.copyLabel}>{t('earn.inviteCode')}</span>
          <span className={styles.code} data-testid="earn-invite-code">
            {overview.inviteCode}
          </span>
        </div>
        <button
          type="button"
          className="fp-button fp-button--small"
          onClick={() => void copyText(overview.inviteCode, copied)}
          data-testid="earn-copy-code"
        >
          {t('earn.copy')}
        </button>
      </div>
      <button
        type="button"
        className={`fp-button fp-button--gold fp-button--block ${styles.share}`}
        onClick={() =>
          void shareInvite(
            {
              title: appName,
              text: t('earn.shareText', { appName, code: overview.inviteCode }),
              url: overview.inviteLink,
            },
            copied,
          )
        }
        data-testid="earn-share"
      >
        {t('earn.share')}
      </button>
    </section>
  );
}

/** Earnings waiting to be moved to the balance, with the Receive button. */
function RebateCard({ overview }: { overview: EarnOverview }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  // A refusal was shown by the client; the button stays disabled until the fresh figures are in.
  const receipt = useReceiveRebate({ onSuccess: () => void showToast(t('earn.received')) });
  const isReceiving = receipt.isPending;
  return (
    <section className={`fp-card ${styles.rebate}`}>
      <div className={styles.rebateText}>
        <span className={styles.copyLabel}>{t('earn.availableRebate')}</span>
        <strong className={styles.rebateValue} data-testid="earn-available">
          {money(overview.availableRebate)}
        </strong>
        <span className={styles.copyLabel}>
          {t('earn.totalRebate', { amount: money(overview.totalRebate) })}
        </span>
      </div>
      <button
        type="button"
        className="fp-button"
        disabled={isReceiving || overview.availableRebate <= 0}
        aria-busy={isReceiving}
        onClick={() => receipt.mutate({})}
        data-testid="earn-receive"
      >
        {isReceiving ? t('earn.receiving') : t('earn.receive')}
      </button>
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <strong className={styles.statValue} data-testid={testId}>
        {value}
      </strong>
    </div>
  );
}

function TeamStats({ overview, isStale }: { overview: EarnOverview; isStale: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <div className={styles.stats} aria-busy={isStale} style={{ opacity: isStale ? 0.6 : 1 }}>
      <Stat label={t('earn.teamSize')} value={overview.teamSize} testId="earn-team-size" />
      <Stat label={t('earn.newMembers')} value={overview.newMembers} />
      <Stat label={t('earn.teamDeposit')} value={money(overview.teamDeposit)} />
      <Stat label={t('earn.teamValidBet')} value={money(overview.teamValidBet)} />
      <Stat label={t('earn.earnings')} value={money(overview.earnings)} testId="earn-earnings" />
    </div>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const status = teamStatusView(member.status);
  return (
    <li className={styles.member} data-testid="earn-member">
      <div className={styles.memberLine}>
        <span className={styles.memberName}>
          <strong>{member.nickname}</strong> <span className={styles.muted}>{member.uid}</span>
        </span>
        <span
          className={`${styles.status} ${styles[`tone_${status.tone}`]}`}
          data-testid="earn-member-status"
        >
          {t(status.labelKey)}
        </span>
      </div>
      <div className={styles.memberLine}>
        <span className={styles.muted}>
          {t('earn.invitedAt', { time: formatDateTime(member.inviteTime, timeZone) })}
        </span>
      </div>
      <div className={styles.memberLine}>
        <span className={styles.muted}>
          {t('earn.deposit')} <strong className={styles.figure}>{money(member.deposit)}</strong>
        </span>
        <span className={styles.muted}>
          {t('earn.validBet')} <strong className={styles.figure}>{money(member.validBet)}</strong>
        </span>
      </div>
    </li>
  );
}

function TeamList({ uid, period }: { uid: string; period: EarnPeriod }) {
  const { t } = useTranslation();
  const team = useInfiniteQuery(teamMembersQuery(uid, period));
  return (
    <section className="fp-card">
      <h2 className={styles.title}>{t('earn.teamTitle')}</h2>
      <p className={styles.rule}>{t('earn.validRule')}</p>
      <InfiniteRecordList
        records={team}
        empty={<EmptyState />}
        className={styles.members}
        style={{ opacity: team.isPlaceholderData ? 0.6 : 1 }}
        renderItem={(member) => <MemberRow key={`${member.uid}-${member.inviteTime}`} member={member} />}
      />
    </section>
  );
}

function EarnContent({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<EarnPeriod>('today');
  const overview = useQuery(earnOverviewQuery(uid, period));
  const player = usePlayerInfo();
  const hasPhone = player?.mobile !== null;
  return (
    <QueryContent query={overview}>
      {(data) => (
        <>
          {hasPhone ? null : (
            <div className={styles.notice}>
              <span>{t('earn.bindPhoneNotice')}</span>
              <AppLink
                to={PATHS.phoneBinding}
                className={`fp-button fp-button--small ${styles.noticeAction}`}
              >
                {t('earn.bindPhone')}
              </AppLink>
            </div>
          )}
          <InviteCard overview={data} />
          <RebateCard overview={data} />
          <section className="fp-card">
            <h2 className={styles.title}>{t('earn.statsTitle')}</h2>
            <Segmented<EarnPeriod>
              options={EARN_PERIOD_OPTIONS.map((value) => ({ value, label: t(`earn.period.${value}`) }))}
              value={period}
              onChange={setPeriod}
            />
            <TeamStats overview={data} isStale={overview.isPlaceholderData} />
          </section>
          <TeamList uid={uid} period={period} />
        </>
      )}
    </QueryContent>
  );
}

/** The Earn Money tab: invite link and code, referral earnings to receive, the team and its figures. */
export default function EarnPage() {
  const { t } = useTranslation();
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const isSignedIn = isLoggedIn({ sign, uid });
  return (
    <TabLayout>
      {isSignedIn ? (
        <EarnContent key={uid} uid={uid} />
      ) : (
        <LoginPrompt
          image={
            <img className={styles.banner} src="/static/banners/earn.svg" width="750" height="300" alt="" />
          }
          text={t('earn.loginPrompt')}
          returnTo={PATHS.earn}
        />
      )}
    </TabLayout>
  );
}
