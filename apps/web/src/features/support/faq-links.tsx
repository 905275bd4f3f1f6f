import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import type { FaqItem } from './api.ts';
import styles from './support.module.css';

/** A list of questions, each opening its answer on FAQ info. */
export function FaqLinks({ items }: { items: FaqItem[] }) {
  return (
    <ul className={styles.questions}>
      {items.map((item) => (
        <li key={item.id}>
          <AppLink
            to={`${PATHS.faqInfo}?id=${item.id}`}
            className={styles.question}
            data-testid="faq-question"
          >
            {item.question}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
