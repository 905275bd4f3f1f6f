import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ServiceInfo, serviceInfoQuery } from '../../shared/api/app.ts';
import { useVipLevel } from '../../shared/api/vip.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { currentMoneyStyle } from '../../shared/money.ts';
import { processingDaysText, processingHoursText } from '../../shared/processing-time.ts';
import { getRegion } from '../../shared/region.ts';
import { contactNameKey, contactsFor, openContact, opensInApp } from '../../shared/service-contact.ts';
import { QueryContent } from '../../shared/ui/page-states.tsx';
import styles from './account.module.css';

type ServiceContact = ServiceInfo['mobile'][number];

function ContactItem({ contact }: { contact: ServiceContact }) {
  const { t } = useTranslation();
  const nameKey = contactNameKey(contact.mobileName);
  return (
    <li>
      <button
        type="button"
        className={styles.menuItem}
        style={{ width: '100%', background: 'none', border: 0, font: 'inherit' }}
        onClick={() => openContact(contact.mobileNumber[0] ?? '', { isInApp: opensInApp(contact) })}
        data-testid="service-contact"
      >
        <span className="fp-row">
          <img src={contact.mobileImage} width="28" height="28" alt="" loading="lazy" />
          {nameKey ? t(nameKey) : contact.mobileName}
        </span>
      </button>
    </li>
  );
}

function ServiceContent({ info }: { info: ServiceInfo }) {
  const { t } = useTranslation();
  const vipLevel = useVipLevel();
  const contacts = contactsFor(info.mobile, vipLevel);
  return (
    <>
      <p>{info.top}</p>
      {info.customerServiceHour ? (
        <p className="fp-muted">{t('service.hours', { hours: info.customerServiceHour })}</p>
      ) : null}
      <ul className={styles.menu}>
        {contacts.map((contact) => (
          <ContactItem key={contact.mobileName} contact={contact} />
        ))}
      </ul>
      <p className="fp-muted" style={{ marginTop: 16 }}>
        {t('service.withdrawHours', {
          day: processingDaysText(t, info.withdrawalTimeDay),
          hours: processingHoursText(
            info.withdrawalTimeHour,
            getRegion().timeZone,
            currentMoneyStyle().locale,
          ),
        })}
      </p>
      {info.last ? <p className="fp-muted">{info.last}</p> : null}
    </>
  );
}

/**
 * The customer-service page built from /service/index (its sentences in the player's language, from
 * the server); VIP-only contacts show from their level; the withdrawal days and hours in the player's words.
 */
export default function ServicePage() {
  const service = useQuery(serviceInfoQuery());
  return (
    <SubLayout>
      <QueryContent query={service}>{(info) => <ServiceContent info={info} />}</QueryContent>
    </SubLayout>
  );
}
