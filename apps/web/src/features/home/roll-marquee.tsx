import { useTranslation } from 'react-i18next';
import type { RollMessages } from './api.ts';
import styles from './home.module.css';
import { parseRichText } from './rich-text.ts';

const SECONDS_PER_CHARACTER = 0.18;

/** The marquee of Home: messages scroll one after another, coloured as the server says. */
export function RollMarquee({ data }: { data: RollMessages | undefined }) {
  const { t } = useTranslation();
  const messages = data?.msgList ?? [];
  if (messages.length === 0) return <div className={styles.marquee} />;
  const characters = messages.reduce((total, message) => total + message.msgContent.length, 0);
  return (
    <div className={styles.marquee} role="marquee" aria-label={t('home.news')}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 10v4h4l5 4V6L7 10zM16 8a5 5 0 0 1 0 8"
          fill="none"
          stroke="#fdf062"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div className={styles.marqueeViewport}>
        <span
          className={styles.marqueeText}
          style={{ animationDuration: `${Math.max(12, characters * SECONDS_PER_CHARACTER)}s` }}
        >
          {messages.map((message) => (
            <span key={message.msgId} style={{ marginRight: 48 }}>
              {parseRichText(message.msgContent).map((run) => (
                <span key={run.start} style={run.color ? { color: run.color } : undefined}>
                  {run.text}
                </span>
              ))}
            </span>
          ))}
        </span>
      </div>
    </div>
  );
}
