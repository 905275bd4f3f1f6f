import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import type { SetupStep } from './withdraw-rules.ts';

const STEPS: Record<SetupStep, { title: string; body: string; action: string; path: string }> = {
  phone: {
    title: 'withdraw.setup.phoneTitle',
    body: 'withdraw.setup.phoneBody',
    action: 'withdraw.setup.phoneAction',
    path: PATHS.phoneBinding,
  },
  password: {
    title: 'withdraw.setup.passwordTitle',
    body: 'withdraw.setup.passwordBody',
    action: 'withdraw.setup.passwordAction',
    path: PATHS.withdrawalPassword,
  },
  account: {
    title: 'withdraw.setup.accountTitle',
    body: 'withdraw.setup.accountBody',
    action: 'withdraw.setup.accountAction',
    path: PATHS.bankCard,
  },
};

/**
 * The popup of spec point 6: a withdrawal needs a withdrawal password (which needs a bound phone)
 * and an account. Its button opens the page that sets the missing piece; "Later" closes it.
 */
export function SetupDialog({ step, onClose }: { step: SetupStep; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const action = useRef<HTMLButtonElement>(null);
  const texts = STEPS[step];
  useEffect(() => {
    action.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fp-modal-mask" data-testid={`setup-${step}`}>
      <div className="fp-modal" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{t(texts.title)}</h2>
        <p>{t(texts.body)}</p>
        <div className="fp-modal-buttons">
          <button type="button" className="fp-button fp-button--ghost" onClick={onClose}>
            {t('withdraw.setup.later')}
          </button>
          <button
            ref={action}
            type="button"
            className="fp-button"
            onClick={() => {
              onClose();
              void navigateTo(texts.path);
            }}
          >
            {t(texts.action)}
          </button>
        </div>
      </div>
    </div>
  );
}
