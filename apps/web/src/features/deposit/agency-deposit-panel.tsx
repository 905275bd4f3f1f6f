import { useTranslation } from 'react-i18next';
import { openContact } from '../../shared/service-contact.ts';
import recordStyles from '../../shared/ui/record-list.module.css';
import styles from './deposit.module.css';
import type { Agent } from './deposit-rules.ts';

/** Agency deposit (spec point 4): how it works, and each agent with a contact button (new tab). */
export function AgencyDepositPanel({ agents }: { agents: readonly Agent[] }) {
  const { t } = useTranslation();
  return (
    <section data-testid="agency-panel">
      <p className={styles.paragraph}>{t('wallet.agency.intro')}</p>
      <p className={styles.notice} style={{ marginTop: 0 }}>
        {t('wallet.agency.safety')}
      </p>
      {agents.length === 0 ? (
        <p className="fp-muted">{t('wallet.agency.noAgents')}</p>
      ) : (
        <ul className={recordStyles.list} style={{ gap: 0, marginTop: 8 }}>
          {agents.map((agent) => (
            <li key={`${agent.name}-${agent.contact}`} className={styles.agent}>
              <img
                className={styles.agentAvatar}
                src={agent.avatar || '/static/avatars/1.svg'}
                width="44"
                height="44"
                alt=""
                loading="lazy"
              />
              <span className={styles.agentName}>{agent.name}</span>
              <button
                type="button"
                className="fp-button fp-button--small"
                onClick={() => openContact(agent.contact)}
              >
                {t('wallet.agency.contact')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
