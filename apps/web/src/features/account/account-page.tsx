import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { isLoggedIn, useSessionStore } from '../../shared/store/session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { copyText } from '../../shared/ui/copy.ts';
import { showConfirm } from '../../shared/ui/feedback.ts';
import { UnreadMailBadge } from '../../shared/ui/unread-mail-badge.tsx';
import styles from './account.module.css';
import { logout } from './logout.ts';

function MenuItem({ to, label, badge }: { to: string; label: string; badge?: ReactNode }) {
  return (
    <li>
      <AppLink to={to} className={styles.menuItem}>
        {badge ? (
          <span className="fp-row">
            {label}
            {badge}
          </span>
        ) : (
          label
        )}
      </AppLink>
    </li>
  );
}

function LoggedOut() {
  const { t } = useTranslation();
  return (
    <>
      <div className="fp-card fp-center" style={{ padding: 24 }}>
        <img src="/favicon.svg" width="56" height="56" alt="" />
        <strong>{t('account.loginPrompt')}</strong>
        <div className={styles.actions} style={{ width: '100%' }}>
          <AppLink to={PATHS.login} className="fp-button" data-testid="account-login">
            {t('common.login')}
          </AppLink>
          <AppLink to={PATHS.register} className="fp-button fp-button--ghost">
            {t('common.register')}
          </AppLink>
        </div>
      </div>
      <ul className={styles.menu}>
        <MenuItem to={PATHS.language} label={t('account.language')} />
        <MenuItem to={PATHS.service} label={t('account.service')} />
      </ul>
    </>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const session = useSessionStore();
  const { money } = useMoney();
  const showWithdraw = useAppStore((state) => state.showWithdraw);
  if (!isLoggedIn(session)) {
    return (
      <TabLayout>
        <LoggedOut />
      </TabLayout>
    );
  }
  const user = session.userInfo;
  const vipLevel = session.vipInfo?.level ?? user?.vipLevel ?? 0;
  return (
    <TabLayout>
      <section className="fp-card">
        <div className={styles.profile}>
          <img
            className={styles.avatar}
            src={`/static/avatars/${user?.avatar ?? '1'}.svg`}
            width="60"
            height="60"
            alt=""
          />
          <div style={{ minWidth: 0 }}>
            <div className={styles.name}>
              <span>{user?.nickname ?? '…'}</span>
              <span className={styles.vipBadge}>{t('account.vip', { level: vipLevel })}</span>
            </div>
            <div className={styles.ids}>
              <button
                type="button"
                style={{ all: 'unset', cursor: 'pointer' }}
                onClick={() => void copyText(String(user?.id ?? ''), t('common.copied'))}
              >
                {t('account.id')}: <span data-testid="account-user-id">{user?.id ?? '…'}</span>
              </button>
              <span>
                UID: <span data-testid="account-uid">{session.uid}</span>
              </span>
            </div>
          </div>
        </div>
        {user?.isGuest && session.password ? (
          <div className={styles.notice}>
            {t('account.guestNotice')}{' '}
            <strong>{t('account.savedPassword', { password: session.password })}</strong>
          </div>
        ) : null}
      </section>
      <section className="fp-card">
        <div className="fp-muted">{t('account.totalBalance')}</div>
        <div className={styles.balance} data-testid="account-balance">
          {user ? money(user.balance) : '…'}
        </div>
        {user && user.wagerRemaining > 0 ? (
          <div className="fp-muted" style={{ fontSize: 12 }}>
            {t('account.withdrawable')}: {money(user.wagerRemaining)}
          </div>
        ) : null}
        {user && (user.bonusBalance > 0 || user.bonusWagerRemaining > 0) ? (
          <div className="fp-muted" style={{ fontSize: 12 }} data-testid="account-bonus">
            {t('account.bonusBalance', {
              amount: money(user.bonusBalance),
              wager: money(user.bonusWagerRemaining),
            })}
          </div>
        ) : null}
        <div className={styles.actions}>
          <AppLink to={PATHS.deposit} className="fp-button fp-button--gold" data-testid="account-deposit">
            {t('account.deposit')}
          </AppLink>
          {showWithdraw ? (
            <AppLink to={PATHS.withdraw} className="fp-button fp-button--ghost">
              {t('account.withdraw')}
            </AppLink>
          ) : null}
        </div>
      </section>
      <ul className={styles.menu}>
        <MenuItem to={PATHS.depositHistory} label={t('account.depositHistory')} />
        {showWithdraw ? <MenuItem to={PATHS.withdrawHistory} label={t('account.withdrawHistory')} /> : null}
        <MenuItem to={PATHS.balanceRecords} label={t('account.balanceRecords')} />
        <MenuItem to={PATHS.gameRecords} label={t('account.gameRecords')} />
        {showWithdraw ? <MenuItem to={PATHS.bankCardList} label={t('account.withdrawAccount')} /> : null}
        {showWithdraw ? (
          <MenuItem to={PATHS.withdrawalPassword} label={t('account.withdrawalPassword')} />
        ) : null}
        {user && !user.mobile ? <MenuItem to={PATHS.phoneBinding} label={t('account.phoneBinding')} /> : null}
      </ul>
      <ul className={styles.menu}>
        <MenuItem to={PATHS.profile} label={t('account.profile')} />
        <MenuItem to={PATHS.mail} label={t('account.mail')} badge={<UnreadMailBadge />} />
        <MenuItem to={PATHS.feedback} label={t('account.feedback')} />
        <MenuItem to={PATHS.protection} label={t('protection.menu')} />
        <MenuItem to={PATHS.faq} label={t('account.faq')} />
        <MenuItem to={PATHS.language} label={t('account.language')} />
        <MenuItem to={PATHS.service} label={t('account.service')} />
      </ul>
      <button
        type="button"
        className="fp-button fp-button--ghost fp-button--block"
        style={{ marginTop: 16 }}
        data-testid="logout"
        onClick={async () => {
          const isConfirmed = await showConfirm({
            content: t('account.logoutConfirm'),
            confirmText: t('common.logout'),
            cancelText: t('common.cancel'),
          });
          if (isConfirmed) await logout();
        }}
      >
        {t('common.logout')}
      </button>
    </TabLayout>
  );
}
