import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabLayout } from '../../shared/layouts/page-layouts.tsx';
import { currentMoneyStyle } from '../../shared/money.ts';
import { isLoggedIn, useSessionStore } from '../../shared/store/session-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import { type Promotion, promoListQuery } from './api.ts';
import styles from './promo.module.css';

/** The server's badge words, shown in the player's language (unknown ones as they came). */
const BADGE_KEYS: Record<string, string> = {
  Claimable: 'promo.list.badge.claimable',
  New: 'promo.list.badge.new',
};

/** Cards in the first screen load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 2;

function PromoCard({ promotion, index }: { promotion: Promotion; index: number }) {
  const { t } = useTranslation();
  // The server's texts are English; the player's language has its own for every known event.
  const title = t(`promo.list.items.${promotion.key}.title`, { defaultValue: promotion.title });
  const description = t(`promo.list.items.${promotion.key}.description`, {
    defaultValue: promotion.description,
    percent:
      promotion.upToPercent === null
        ? ''
        : new Intl.NumberFormat(currentMoneyStyle().locale, {
            style: 'percent',
            maximumFractionDigits: 2,
          }).format(promotion.upToPercent / 100),
  });
  const badgeKey = promotion.badge ? BADGE_KEYS[promotion.badge] : undefined;
  const badge = badgeKey ? t(badgeKey) : promotion.badge;
  return (
    <li>
      <AppLink
        to={promotion.path}
        className={`${styles.promoCard} ${promotion.isAvailable ? '' : styles.promoCardOff}`}
        data-testid={`promo-${promotion.key}`}
      >
        <img
          className={styles.promoImage}
          src={promotion.imageUrl}
          width={750}
          height={300}
          alt=""
          loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className={styles.promoBody}>
          <div className={styles.promoText}>
            <h2 className={styles.promoTitle}>
              {title}
              {!promotion.isAvailable ? (
                <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('promo.list.notRunning')}</span>
              ) : badge ? (
                <span className={styles.badge} data-testid="promo-badge">
                  {badge}
                </span>
              ) : null}
            </h2>
            <p className={styles.promoDescription}>{description}</p>
          </div>
          <span className={`fp-button fp-button--small ${styles.promoGo}`} aria-hidden="true">
            {t('promo.list.open')}
          </span>
        </div>
      </AppLink>
    </li>
  );
}

/** The Promo tab: every event with its picture and what waits for the player; works logged out. */
export default function PromoPage() {
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const list = useQuery(promoListQuery(isLoggedIn({ sign, uid }) ? uid : ''));
  return (
    <TabLayout>
      <QueryContent query={list}>
        {({ promotions }) =>
          promotions.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className={styles.promoList} data-testid="promo-list">
              {promotions.map((promotion, index) => (
                <PromoCard key={promotion.key} promotion={promotion} index={index} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </TabLayout>
  );
}
