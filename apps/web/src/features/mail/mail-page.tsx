import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Mail, mailListQuery, unreadCountQuery } from '../../shared/api/mail.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { InfiniteRecordList } from '../../shared/ui/infinite-record-list.tsx';
import { EmptyState } from '../../shared/ui/page-states.tsx';
import { useClaimMail, useReadAllMail, useReadMail } from './api.ts';
import styles from './mail.module.css';
import { claimButtonOf, claimStateOf, previewOf } from './mail-state.ts';
import { mailTextOf } from './mail-text.ts';

/** The reward a message carries: amount, wagering, expiry and the Claim button. */
function MailReward({ mail, isClaiming, onClaim }: { mail: Mail; isClaiming: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const state = claimStateOf(mail, new Date());
  const button = claimButtonOf(state);
  if (mail.rewardAmount === null || !button) return null;
  const expiry = mail.expiresAt ? formatDateTime(mail.expiresAt, timeZone) : null;
  return (
    <div className={styles.reward}>
      <div className={styles.rewardText}>
        <strong className={styles.rewardAmount}>
          {t('mail.reward', { amount: money(mail.rewardAmount) })}
        </strong>
        <span className={styles.meta}>
          {mail.wagerMultiple ? t('mail.wager', { multiple: mail.wagerMultiple }) : t('mail.noWager')}
        </span>
        {expiry && state !== 'claimed' ? (
          <span className={styles.meta}>
            {state === 'expired'
              ? t('mail.expiredAt', { time: expiry })
              : t('mail.expiresAt', { time: expiry })}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className={`fp-button fp-button--small ${button.isEnabled ? 'fp-button--gold' : 'fp-button--ghost'}`}
        disabled={!button.isEnabled || isClaiming}
        aria-busy={isClaiming}
        onClick={onClaim}
        data-testid="mail-claim"
      >
        {isClaiming ? t('mail.claiming') : t(button.labelKey)}
      </button>
    </div>
  );
}

function MailItem({
  mail,
  isOpen,
  isClaiming,
  onToggle,
  onClaim,
}: {
  mail: Mail;
  isOpen: boolean;
  isClaiming: boolean;
  onToggle(): void;
  onClaim(): void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const state = claimStateOf(mail, new Date());
  const bodyId = `mail-body-${mail.mailId}`;
  const text = mailTextOf(mail, t, {
    money: (value) => money(value),
    date: (value) => formatDateTime(value, timeZone).slice(0, 10),
  });
  return (
    <li className={`${styles.mail} ${mail.isRead ? '' : styles.unread}`} data-testid="mail-item">
      <button
        type="button"
        className={styles.head}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={styles.dot} aria-hidden="true" />
        {mail.isRead ? null : <span className="fp-visually-hidden">{t('mail.unread')}</span>}
        <span className={styles.headText}>
          <span className={styles.titleLine}>
            <strong className={styles.title}>{text.title}</strong>
            <span className={styles.time}>{formatDateTime(mail.createTime, timeZone).slice(0, 16)}</span>
          </span>
          {isOpen ? null : <span className={styles.preview}>{previewOf(text.content)}</span>}
          {mail.rewardAmount !== null && !isOpen ? (
            <span className={`${styles.chip} ${styles[`chip_${state}`]}`}>
              {money(mail.rewardAmount)}
              {state === 'none' ? null : ` · ${t(claimButtonOf(state)?.labelKey ?? '')}`}
            </span>
          ) : null}
        </span>
      </button>
      {isOpen ? (
        <div className={styles.body} id={bodyId}>
          <p className={styles.content}>{text.content}</p>
          <MailReward mail={mail} isClaiming={isClaiming} onClaim={onClaim} />
        </div>
      ) : null}
    </li>
  );
}

/** The inbox: messages newest first, opened in place (which marks them read), rewards claimed here. */
export default function MailPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const mails = useInfiniteQuery(mailListQuery(uid));
  const unreadCount = useQuery(unreadCountQuery(uid));
  const [openId, setOpenId] = useState<number | null>(null);
  const readMail = useReadMail(uid);
  const claiming = useClaimMail(uid, { onSuccess: () => void showToast(t('mail.received')) });
  const claimingId = claiming.isPending ? (claiming.variables?.mailId ?? null) : null;
  const readingAll = useReadAllMail(uid, { onSuccess: () => void showToast(t('mail.allRead')) });
  const isMarkingAll = readingAll.isPending;
  const list = mails.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = unreadCount.data?.unread ?? mails.data?.pages[0]?.unread ?? 0;

  const open = (mail: Mail) => {
    setOpenId((current) => (current === mail.mailId ? null : mail.mailId));
    if (!mail.isRead) readMail(mail);
  };

  return (
    <SubLayout>
      {list.length > 0 ? (
        <div className={styles.toolbar}>
          <span className={styles.meta} data-testid="mail-unread">
            {t('mail.unreadCount', { count: unread })}
          </span>
          <button
            type="button"
            className="fp-button fp-button--ghost fp-button--small"
            disabled={unread === 0 || isMarkingAll}
            aria-busy={isMarkingAll}
            onClick={() => readingAll.mutate({})}
            data-testid="mail-read-all"
          >
            {t('mail.readAll')}
          </button>
        </div>
      ) : null}
      <InfiniteRecordList
        records={mails}
        loading={uid === ''}
        empty={<EmptyState text={t('mail.empty')} />}
        className={styles.list}
        renderItem={(mail) => (
          <MailItem
            key={mail.mailId}
            mail={mail}
            isOpen={openId === mail.mailId}
            isClaiming={claimingId === mail.mailId}
            onToggle={() => open(mail)}
            onClaim={() => claiming.mutate({ mailId: mail.mailId })}
          />
        )}
      />
    </SubLayout>
  );
}
