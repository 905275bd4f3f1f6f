import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserInfo, userInfoQuery } from '../../shared/api/account.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { copyText } from '../../shared/ui/copy.ts';
import { QueryContent } from '../../shared/ui/page-states.tsx';
import styles from './profile.module.css';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function ProfileView({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const orNotSet = (value: string | null) =>
    value ? value : <span className={styles.notSet}>{t('profile.notSet')}</span>;
  return (
    <>
      <section className={`fp-card ${styles.head}`}>
        <img
          className={styles.avatar}
          src={`/static/avatars/${user.avatar}.svg`}
          width="72"
          height="72"
          alt=""
          data-testid="profile-avatar"
        />
        <div className={styles.headText}>
          <strong className={styles.nickname} data-testid="profile-nickname">
            {user.nickname}
          </strong>
          <button
            type="button"
            className={styles.id}
            onClick={() => void copyText(String(user.id), t('common.copied'))}
          >
            {t('profile.id')}: {user.id} · {t('common.copy')}
          </button>
        </div>
      </section>
      <dl className={`fp-card ${styles.rows}`}>
        <Row
          label={t('profile.mobile')}
          testId="profile-mobile"
          value={
            user.mobile ?? (
              <AppLink to={PATHS.phoneBinding} className={styles.inlineLink}>
                {t('profile.bindPhone')}
              </AppLink>
            )
          }
        />
        <Row label={t('profile.birthday')} value={orNotSet(user.birthday)} testId="profile-birthday" />
        <Row label={t('profile.email')} value={orNotSet(user.email)} testId="profile-email" />
        <Row label={t('profile.whatsapp')} value={orNotSet(user.whatsapp)} />
        <Row label={t('profile.facebook')} value={orNotSet(user.facebook)} />
        <Row label={t('profile.telegram')} value={orNotSet(user.telegram)} />
        <Row label={t('profile.twitter')} value={orNotSet(user.twitter)} />
      </dl>
      <AppLink
        to={PATHS.editProfile}
        className={`fp-button fp-button--block ${styles.editButton}`}
        data-testid="profile-edit"
      >
        {t('profile.edit')}
      </AppLink>
    </>
  );
}

/** Profile: avatar, nickname, id, bound phone (masked by the server), birthday and contacts. */
export default function ProfilePage() {
  const uid = useRequireLogin();
  const user = useQuery(userInfoQuery(uid));
  return (
    <SubLayout>
      <QueryContent query={user} waiting={uid === ''}>
        {(data) => <ProfileView user={data} />}
      </QueryContent>
    </SubLayout>
  );
}
