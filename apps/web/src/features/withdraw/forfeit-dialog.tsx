import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money.ts';

/**
 * Asked before a withdrawal while a bonus is active: bonus money is not withdrawable, and
 * withdrawing now gives it back. "Keep my bonus" (the focused, safe choice, also Escape) closes it;
 * only an explicit "Withdraw and forfeit" sends the withdrawal with the forfeit confirmed.
 */
export function ForfeitDialog({
  bonus,
  onKeep,
  onForfeit,
}: {
  bonus: { amount: number; wagerLeft: number };
  onKeep(): void;
  onForfeit(): void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const titleId = useId();
  const bodyId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onKeep();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onKeep]);
  return (
    <div className="fp-modal-mask" data-testid="forfeit-dialog">
      <div
        className="fp-modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId}>{t('withdraw.forfeit.title')}</h2>
        <p id={bodyId}>
          {t('withdraw.forfeit.body', {
            amount: money(bonus.amount),
            wager: money(bonus.wagerLeft),
          })}
        </p>
        <div className="fp-modal-buttons">
          <button ref={keep} type="button" className="fp-button fp-button--ghost" onClick={onKeep}>
            {t('withdraw.forfeit.keep')}
          </button>
          <button type="button" className="fp-button" onClick={onForfeit} data-testid="forfeit-confirm">
            {t('withdraw.forfeit.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
