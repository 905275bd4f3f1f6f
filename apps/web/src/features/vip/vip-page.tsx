import type { TVipConfig } from '@fairplay/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceInfoQuery } from '../../shared/api/app.ts';
import { type VipInfo, type VipReward, vipInfoQuery, vipRewardsQuery } from '../../shared/api/vip.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { TabLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import {
  hasVipService,
  openContact,
  serviceUrlFor,
  vipServiceMinLevel,
} from '../../shared/service-contact.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { isLoggedIn, useSessionStore } from '../../shared/store/session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { InfiniteRecordList } from '../../shared/ui/infinite-record-list.tsx';
import { LoginPrompt } from '../../shared/ui/login-prompt.tsx';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import styles from './vip.module.css';
import { experienceToReach, formatRate, stepLevel, vipProgress } from './vip-rules.ts';

/** A horizontal swipe shorter than this is a tap or a scroll, not a change of level. */
const SWIPE_MIN_PX = 50;

const badgeOf = (config: TVipConfig) => config.picUrl || `/static/vip/vip${config.level}.svg`;

/** The player's level, progress to the next one, bet rebate and the service contact for their level. */
function VipSummary({ info }: { info: VipInfo }) {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const configServiceUrl = useAppStore((state) => state.configServiceUrl);
  const { data: serviceInfo } = useQuery(serviceInfoQuery());
  const progress = vipProgress(info);
  const minVipLevel = vipServiceMinLevel(serviceInfo ?? null);
  const isVipServed = hasVipService(serviceInfo ?? null, info.level);
  const serviceUrl = serviceUrlFor(serviceInfo ?? null, info.level, configServiceUrl);
  return (
    <section className="fp-card" data-testid="vip-summary">
      <div className={styles.summaryTop}>
        <img className={styles.badge} src={badgeOf(info.currentVipConfig)} width="72" height="72" alt="" />
        <div className={styles.summaryText}>
          <div className={styles.levelName} data-testid="vip-level">
            {t('vip.level', { level: info.level })}
          </div>
          <div className={styles.rebate}>
            {t('vip.betRebate')} <strong>{formatRate(info.currentVipConfig.betRebateRate)}</strong>
          </div>
        </div>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={t('vip.progress', {
          exp: amount(info.exp),
          expMax: amount(info.expMax),
        })}
      >
        <div className={styles.progressBar} style={{ width: `${progress.percent}%` }} />
      </div>
      <div className={styles.progressLine}>
        <span>{t('vip.progress', { exp: amount(info.exp), expMax: amount(info.expMax) })}</span>
        <span>{progress.percent}%</span>
      </div>
      <p className={styles.nextText} data-testid="vip-next">
        {progress.nextLevel === null
          ? t('vip.topLevel')
          : t('vip.toNextLevel', { amount: money(progress.remaining), level: progress.nextLevel })}
      </p>
      <p className={styles.hint}>{t('vip.experienceHint')}</p>
      <button
        type="button"
        className={`fp-button fp-button--gold fp-button--block ${styles.contact}`}
        disabled={!serviceUrl}
        onClick={() => openContact(serviceUrl)}
        data-testid="vip-contact"
      >
        {isVipServed ? t('vip.contactVip') : t('vip.contactService')}
      </button>
      {isVipServed ? null : (
        <p className={styles.hint} style={{ textAlign: 'center', marginTop: 6 }}>
          {t('vip.vipServiceFrom', { level: minVipLevel + 1 })}
        </p>
      )}
    </section>
  );
}

function BenefitRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.benefit}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Benefits of each level: level chips to tap, and the card swipes left and right between levels. */
function LevelBenefits({ info }: { info: VipInfo }) {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const table = info.vipConfigList;
  const [selected, setSelected] = useState(info.level);
  const chips = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const config = table.find((row) => row.level === selected) ?? info.currentVipConfig;
  const reward = (value: number) => (value > 0 ? money(value) : t('vip.none'));

  useEffect(() => {
    // Keep the chosen chip in view without moving the page vertically.
    const row = chips.current;
    const chip = row?.querySelector<HTMLElement>(`[data-level="${selected}"]`);
    if (!row || !chip) return;
    row.scrollTo({ left: chip.offsetLeft - row.clientWidth / 2 + chip.clientWidth / 2, behavior: 'smooth' });
  }, [selected]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    setSelected((level) => stepLevel(table, level, dx < 0 ? 1 : -1));
  };

  const tag =
    config.level === info.level
      ? t('vip.currentLevel')
      : config.level === info.level + 1
        ? t('vip.nextLevel')
        : null;
  return (
    <section className="fp-card">
      <h2 className={styles.sectionTitle}>{t('vip.benefitsTitle')}</h2>
      <div className={styles.chips} ref={chips} role="tablist" aria-label={t('vip.levelsLabel')}>
        {table.map((row) => (
          <button
            key={row.level}
            type="button"
            role="tab"
            data-level={row.level}
            aria-selected={row.level === selected}
            className={`${styles.chip} ${row.level === selected ? styles.chipActive : ''} ${
              row.level === info.level ? styles.chipCurrent : ''
            }`}
            onClick={() => setSelected(row.level)}
          >
            {t('vip.level', { level: row.level })}
          </button>
        ))}
      </div>
      <div
        className={styles.benefitCard}
        role="tabpanel"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="vip-benefits"
      >
        <div className={styles.benefitHead}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('vip.previousLevel')}
            disabled={config.level === table[0]?.level}
            onClick={() => setSelected((level) => stepLevel(table, level, -1))}
          >
            ‹
          </button>
          <img src={badgeOf(config)} width="44" height="44" alt="" loading="lazy" />
          <div className={styles.benefitTitle}>
            <strong>{t('vip.level', { level: config.level })}</strong>
            <span className={styles.tag}>{tag}</span>
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('vip.nextLevel')}
            disabled={config.level === table[table.length - 1]?.level}
            onClick={() => setSelected((level) => stepLevel(table, level, 1))}
          >
            ›
          </button>
        </div>
        <dl className={styles.benefits}>
          <BenefitRow
            label={t('vip.requiredExperience')}
            value={
              config.level === table[0]?.level
                ? t('vip.startingLevel')
                : amount(experienceToReach(table, config.level))
            }
          />
          <BenefitRow label={t('vip.upgradeReward')} value={reward(config.upgradeReward)} />
          <BenefitRow label={t('vip.weeklyReward')} value={reward(config.weekReward)} />
          <BenefitRow label={t('vip.monthlyReward')} value={reward(config.monthlyReward)} />
          <BenefitRow label={t('vip.birthdayReward')} value={reward(config.birthdayReward)} />
          <BenefitRow label={t('vip.betRebateRate')} value={formatRate(config.betRebateRate)} />
          <BenefitRow label={t('vip.withdrawLimit')} value={money(config.withdrawLimit)} />
          <BenefitRow
            label={t('vip.withdrawCount')}
            value={t('vip.withdrawCountValue', { count: config.withdrawCountLimit })}
          />
          <BenefitRow label={t('vip.withdrawFee')} value={formatRate(config.withdrawFee)} />
        </dl>
        <p className={styles.hint} style={{ textAlign: 'center' }}>
          {t('vip.swipeHint')}
        </p>
      </div>
    </section>
  );
}

function RewardRow({ reward }: { reward: VipReward }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const detail = reward.kind === 'upgrade' ? t('vip.level', { level: reward.level ?? 0 }) : reward.period;
  return (
    <li className={styles.reward} data-testid="vip-reward">
      <div className={styles.rewardLine}>
        <strong>{t(`vip.kind.${reward.kind}`)}</strong>
        <strong className={styles.amount}>{money(reward.amount)}</strong>
      </div>
      <div className={styles.rewardLine}>
        <span className={styles.meta}>
          {detail} · {formatDateTime(reward.createTime, timeZone)}
        </span>
        <span className={`${styles.status} ${styles[`status_${reward.status}`]}`}>
          {t(`vip.status.${reward.status}`)}
        </span>
      </div>
      {reward.status === 'claimable' ? (
        <div className={styles.rewardLine}>
          <span className={styles.meta}>
            {reward.expiresAt
              ? t('vip.expiresAt', { time: formatDateTime(reward.expiresAt, timeZone) })
              : null}
          </span>
          <AppLink to={PATHS.mail} className="fp-button fp-button--small">
            {t('vip.claimInInbox')}
          </AppLink>
        </div>
      ) : null}
    </li>
  );
}

/** When the weekly and monthly rewards come, and every VIP reward the player had. */
function RewardHistory({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const timeZone = useAppStore((state) => state.timeZone);
  const rewards = useInfiniteQuery(vipRewardsQuery(uid));
  const first = rewards.data?.pages[0];
  const minutes = (value: string) => formatDateTime(value, timeZone).slice(0, 16);

  return (
    <>
      <section className="fp-card">
        <h2 className={styles.sectionTitle}>{t('vip.scheduleTitle')}</h2>
        <ul className={styles.schedule}>
          <li>{first ? t('vip.nextWeekly', { time: minutes(first.nextWeeklyAt) }) : '…'}</li>
          <li>{first ? t('vip.nextMonthly', { time: minutes(first.nextMonthlyAt) }) : '…'}</li>
        </ul>
        <p className={styles.hint}>{t('vip.scheduleNote')}</p>
        {first && first.wagerMultiple > 0 ? (
          <p className={styles.hint}>{t('vip.wagerNote', { multiple: first.wagerMultiple })}</p>
        ) : null}
      </section>
      <section className="fp-card">
        <h2 className={styles.sectionTitle}>{t('vip.historyTitle')}</h2>
        <InfiniteRecordList
          records={rewards}
          empty={<EmptyState />}
          className={styles.rewards}
          renderItem={(reward) => (
            <RewardRow key={`${reward.kind}-${reward.period}-${reward.createTime}`} reward={reward} />
          )}
        />
      </section>
    </>
  );
}

/** The VIP tab: level and progress, benefits of every level, reward schedule and history. */
export default function VipPage() {
  const { t } = useTranslation();
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const isSignedIn = isLoggedIn({ sign, uid });
  const vipInfo = useQuery({ ...vipInfoQuery(uid), enabled: isSignedIn });

  let content: ReactNode;
  if (!isSignedIn)
    content = (
      <LoginPrompt
        image={<img src="/static/vip/vip0.svg" width="72" height="72" alt="" />}
        text={t('vip.loginPrompt')}
        returnTo={PATHS.vip}
      />
    );
  else
    content = (
      <QueryContent query={vipInfo}>
        {(info) => (
          <>
            <VipSummary info={info} />
            <LevelBenefits key={uid} info={info} />
            <RewardHistory uid={uid} />
          </>
        )}
      </QueryContent>
    );
  return <TabLayout>{content}</TabLayout>;
}
