import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { isLoggedIn, useSessionStore } from '../../shared/store/session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { bannersQuery, rechargeButtonQuery, rollMessagesQuery } from './api.ts';
import { BannerSwiper } from './banner-swiper.tsx';
import { GameLobby } from './game-lobby.tsx';
import styles from './home.module.css';
import { RollMarquee } from './roll-marquee.tsx';

/** Home (and the entry page): banners, marquee, search and deposit, then the game lobby. */
export default function HomePage() {
  const { t } = useTranslation();
  const banners = useQuery(bannersQuery());
  const roll = useQuery(rollMessagesQuery());
  const session = useSessionStore();
  const loggedIn = isLoggedIn(session);
  const recharge = useQuery({ ...rechargeButtonQuery(session.uid), enabled: loggedIn });
  const showDeposit = !loggedIn || recharge.data?.show !== false;
  return (
    <TabLayout
      left={
        <span className={styles.headerLogo}>
          <img src="/favicon.svg" width="28" height="28" alt="" />
        </span>
      }
      right={
        loggedIn ? (
          <AppLink to={PATHS.mail} className="fp-muted" data-testid="home-mail">
            <svg width="24" height="24" viewBox="0 0 24 24" aria-label={t('route.mail')}>
              <path
                d="M3 6h18v12H3zM3 7l9 6 9-6"
                fill="none"
                stroke="#fff"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </AppLink>
        ) : (
          <AppLink to={PATHS.login} className="fp-button fp-button--small" data-testid="home-login">
            {t('common.login')}
          </AppLink>
        )
      }
    >
      <BannerSwiper banners={banners.data?.bannerList ?? []} />
      <RollMarquee data={roll.data} />
      <div className={styles.quickBar}>
        <AppLink to={PATHS.search} className={styles.search}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('home.search')}
        </AppLink>
        {showDeposit ? (
          <AppLink to={PATHS.deposit} className="fp-button fp-button--gold" data-testid="home-deposit">
            {t('home.deposit')}
          </AppLink>
        ) : null}
      </div>
      <GameLobby canLoad={!banners.isPending} />
      {/* The way to the player's own limits (issue 14), under the lobby where it moves nothing. */}
      <AppLink to={PATHS.protection} className={styles.protectionLink} data-testid="home-protection">
        {t('protection.menu')}
      </AppLink>
    </TabLayout>
  );
}
