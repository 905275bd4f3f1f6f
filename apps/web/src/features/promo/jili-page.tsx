import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { redirectTo } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { isLoggedIn, useSessionStore } from '../../shared/store/session-store.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, SubmitButton } from '../../shared/ui/field.tsx';
import { type Redemption, useRedeemGiftCode } from './api.ts';

/** The contract's gift-code shape: 4-32 letters, digits or dashes. */
const GIFT_CODE = /^[A-Za-z0-9-]{4,32}$/;
const GIFT_CODE_MAX_LENGTH = 32;

/** What is wrong with a typed code, as a text key; null when it can be sent. */
function giftCodeProblem(code: string): 'promo.jili.empty' | 'promo.jili.format' | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'promo.jili.empty';
  return GIFT_CODE.test(trimmed) ? null : 'promo.jili.format';
}

/** Without a session the page replaces itself by the login page, which comes back here. */
function useRequireLogin(): boolean {
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const { pathname, search } = useLocation();
  const isSignedIn = isLoggedIn({ sign, uid });
  useEffect(() => {
    if (!isSignedIn) void redirectTo(`${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`);
  }, [isSignedIn, pathname, search]);
  return isSignedIn;
}

function GiftIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true">
      <rect x="8" y="26" width="48" height="32" rx="4" fill="#e8323c" />
      <rect x="4" y="18" width="56" height="12" rx="3" fill="#ff5b63" />
      <rect x="28" y="18" width="8" height="40" fill="#fdf062" />
      <path d="M32 18c-4-10-16-10-14-2 1 3 8 3 14 2zm0 0c4-10 16-10 14-2-1 3-8 3-14 2z" fill="#fdf062" />
    </svg>
  );
}

/** Gift Code (/pages/promo/Jili): redeem an operator's code for a bonus with its wagering multiple. */
export default function JiliPage() {
  const { t } = useTranslation();
  const isSignedIn = useRequireLogin();
  const { money } = useMoney();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [redemption, setRedemption] = useState<Redemption | null>(null);
  const redeeming = useRedeemGiftCode({
    onSuccess: (redeemed) => {
      setRedemption(redeemed);
      setCode('');
      void showToast(t('promo.jili.success'));
    },
  });
  const isRedeeming = redeeming.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = giftCodeProblem(code);
    setProblem(found);
    if (found || isRedeeming) return;
    redeeming.mutate({ code: code.trim().toUpperCase() });
  };

  return (
    <SubLayout>
      <section className="fp-card fp-center" style={{ padding: 20, gap: 8 }}>
        <GiftIcon />
        <h2 style={{ margin: 0, fontSize: 18 }}>{t('promo.jili.title')}</h2>
        <p className="fp-muted" style={{ margin: 0 }}>
          {t('promo.jili.intro')}
        </p>
      </section>
      {redemption ? (
        <section
          className="fp-card fp-center"
          role="status"
          style={{ padding: 18, gap: 6 }}
          data-testid="gift-result"
        >
          <strong style={{ color: 'var(--fp-success)' }}>{t('promo.jili.success')}</strong>
          <span style={{ fontSize: 24, fontWeight: 800, color: 'var(--fp-accent)' }}>
            +{money(redemption.amount)}
          </span>
          {redemption.wagerMultiple > 0 ? (
            <span className="fp-muted">
              {t('promo.jili.wager', {
                amount: money(redemption.amount),
                times: redemption.wagerMultiple,
              })}
            </span>
          ) : null}
          <span className="fp-muted" style={{ fontSize: 13 }}>
            {redemption.wagerMultiple > 0
              ? t('promo.jili.bonusBalance', { balance: money(redemption.bonusBalance) })
              : t('promo.jili.balance', { balance: money(redemption.balance) })}
          </span>
        </section>
      ) : null}
      <form className="fp-card" onSubmit={submit} noValidate>
        <Field
          label={t('promo.jili.label')}
          value={code}
          onChange={(value) => {
            setCode(value.toUpperCase());
            setProblem(null);
          }}
          placeholder={t('promo.jili.placeholder')}
          maxLength={GIFT_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          error={problem ? t(problem) : undefined}
          data-testid="gift-code"
        />
        <SubmitButton
          busy={isRedeeming}
          label={t('promo.jili.redeem')}
          busyLabel={t('promo.jili.redeeming')}
          disabled={!isSignedIn}
          testId="gift-redeem"
        />
      </form>
      <section className="fp-card">
        <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>{t('promo.jili.rulesTitle')}</h3>
        <ol
          className="fp-muted"
          style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6, fontSize: 13 }}
        >
          <li>{t('promo.jili.ruleOnce')}</li>
          <li>{t('promo.jili.ruleLimit')}</li>
          <li>{t('promo.jili.ruleWager')}</li>
          <li>{t('promo.jili.ruleWhere')}</li>
        </ol>
      </section>
    </SubLayout>
  );
}
