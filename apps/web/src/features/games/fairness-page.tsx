import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { Field, SubmitButton } from '../../shared/ui/field.tsx';
import {
  CLIENT_SEED_MAX_LENGTH,
  ENGINES,
  type Engine,
  type FairnessForm,
  type FormProblem,
  formFromQuery,
  isSameHash,
  MINES_MAX,
  MINES_MIN,
  type Outcome,
  readVerification,
  type Verification,
  type VerifyBody,
  verifyBody,
} from './fairness-form.ts';
import styles from './games.module.css';

const VERIFY_TIMEOUT_MS = 15_000;

/** Asks the provider to recompute a round (plain fetch: the provider's API, not the app's envelope). */
async function verifyRound(body: VerifyBody): Promise<Verification | { error: string }> {
  try {
    const response = await fetch('/provider/api/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (answer as { message?: unknown } | null)?.message;
      return { error: typeof message === 'string' ? message : '' };
    }
    return readVerification(body.engine, answer) ?? { error: '' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : '' };
  }
}

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="fairness-how">
      <p className={styles.paragraph}>{t('games.fairness.intro')}</p>
      <h2 id="fairness-how" className={styles.cardTitle}>
        {t('games.fairness.howTitle')}
      </h2>
      <ol className={styles.steps}>
        <li>
          <strong>{t('games.fairness.hashTitle')}</strong>
          <p>{t('games.fairness.hashBody')}</p>
        </li>
        <li>
          <strong>{t('games.fairness.clientTitle')}</strong>
          <p>{t('games.fairness.clientBody')}</p>
        </li>
        <li>
          <strong>{t('games.fairness.nonceTitle')}</strong>
          <p>{t('games.fairness.nonceBody')}</p>
        </li>
        <li>
          <strong>{t('games.fairness.outcomeTitle')}</strong>
          <p>{t('games.fairness.outcomeBody')}</p>
          <code className={styles.formula}>{'HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor")'}</code>
        </li>
        <li>
          <strong>{t('games.fairness.revealTitle')}</strong>
          <p>{t('games.fairness.revealBody')}</p>
        </li>
      </ol>
    </section>
  );
}

/** Drawn, not an emoji: phones without an emoji font still show it. */
function MineIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="13" r="7" fill="#1c0202" />
      <path
        d="M15 7.5 17.5 5M17 3.5l1 1.5 1.5-1"
        stroke="#fdf062"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="8.5" cy="10.5" r="1.6" fill="#fff" fillOpacity="0.6" />
    </svg>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  switch (outcome.engine) {
    case 'dice':
      return (
        <>
          <dt>{t('games.fairness.roll')}</dt>
          <dd className={styles.outcome} data-testid="fairness-outcome">
            {outcome.roll}
          </dd>
        </>
      );
    case 'limbo':
      return (
        <>
          <dt>{t('games.fairness.result')}</dt>
          <dd className={styles.outcome} data-testid="fairness-outcome">
            {outcome.result}
          </dd>
        </>
      );
    case 'mines':
      return (
        <>
          <dt>{t('games.fairness.minePositions')}</dt>
          <dd data-testid="fairness-outcome">
            <div
              className={styles.mineGrid}
              role="img"
              aria-label={outcome.positions.map((tile) => tile + 1).join(', ')}
            >
              {outcome.grid.map((isMine, tile) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 25 tiles are fixed positions
                  key={tile}
                  className={`${styles.mineTile} ${isMine ? styles.mineTileMine : ''}`}
                  title={isMine ? t('games.fairness.mine') : t('games.fairness.safe')}
                >
                  {isMine ? <MineIcon /> : tile + 1}
                </span>
              ))}
            </div>
          </dd>
        </>
      );
    case 'plinko':
      return (
        <>
          <dt>{t('games.fairness.path')}</dt>
          <dd className={styles.mono} data-testid="fairness-path">
            {outcome.path}
          </dd>
          <dt>{t('games.fairness.slot')}</dt>
          <dd className={styles.outcome} data-testid="fairness-outcome">
            {outcome.slot}
          </dd>
        </>
      );
  }
}

function VerificationView({
  verification,
  expectedHash,
}: {
  verification: Verification;
  expectedHash: string;
}) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // A new result opens below the form: bring it into view.
    if (verification) section.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [verification]);
  const hasExpectation = expectedHash.trim() !== '';
  const isMatch = isSameHash(expectedHash, verification.serverSeedHash);
  return (
    <section ref={section} className={styles.card} aria-live="polite" aria-labelledby="fairness-result">
      <h2 id="fairness-result" className={styles.cardTitle}>
        {t('games.fairness.resultTitle')}
      </h2>
      <dl className={styles.resultRows}>
        <dt>{t('games.fairness.hash')}</dt>
        <dd>
          <span className={styles.mono} data-testid="fairness-hash">
            {verification.serverSeedHash}
          </span>
          {hasExpectation ? (
            <span className={`${styles.hashCheck} ${isMatch ? styles.win : styles.loss}`}>
              {isMatch ? `✓ ${t('games.fairness.hashMatch')}` : `✗ ${t('games.fairness.hashMismatch')}`}
            </span>
          ) : null}
        </dd>
        <OutcomeView outcome={verification.outcome} />
      </dl>
    </section>
  );
}

const PROBLEM_KEYS: Record<FormProblem, string> = {
  serverSeed: 'games.fairness.problems.serverSeed',
  clientSeed: 'games.fairness.problems.clientSeed',
  nonce: 'games.fairness.problems.nonce',
  mines: 'games.fairness.problems.mines',
};

/** Fairness: how provably fair play works, and a checker that recomputes any revealed round. */
export default function FairnessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<FairnessForm>(() => formFromQuery(searchParams));
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [isChecking, setChecking] = useState(false);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [failure, setFailure] = useState('');
  const engineId = useId();
  const minesId = useId();

  const change = (field: keyof FairnessForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => current.filter((problem) => problem !== field));
  };
  const problemOf = (field: FormProblem) => (problems.includes(field) ? t(PROBLEM_KEYS[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = verifyBody(form);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setChecking(true);
    setFailure('');
    const answer = await verifyRound(checked.body);
    setChecking(false);
    if ('error' in answer) {
      setVerification(null);
      setFailure(answer.error || t('games.fairness.failed'));
    } else setVerification(answer);
  };

  return (
    <SubLayout>
      <HowItWorks />
      <form
        className={styles.card}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="fairness-checker"
      >
        <h2 id="fairness-checker" className={styles.cardTitle}>
          {t('games.fairness.checkerTitle')}
        </h2>
        <div style={{ marginBottom: 14 }}>
          <label className={styles.fieldLabel} htmlFor={engineId}>
            {t('games.fairness.engine')}
          </label>
          <select
            id={engineId}
            className={styles.select}
            value={form.engine}
            onChange={(event) => change('engine')(event.target.value as Engine)}
            data-testid="fairness-engine"
          >
            {ENGINES.map((engine) => (
              <option key={engine} value={engine}>
                {t(`games.fairness.engines.${engine}`)}
              </option>
            ))}
          </select>
        </div>
        {form.engine === 'mines' ? (
          <div style={{ marginBottom: 14 }}>
            <label className={styles.fieldLabel} htmlFor={minesId}>
              {t('games.fairness.minesCount')}
            </label>
            <select
              id={minesId}
              className={styles.select}
              value={form.mines}
              onChange={(event) => change('mines')(event.target.value)}
              aria-invalid={problems.includes('mines') || undefined}
            >
              {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => String(MINES_MIN + index)).map(
                (count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ),
              )}
            </select>
          </div>
        ) : null}
        <Field
          label={t('games.fairness.serverSeed')}
          value={form.serverSeed}
          onChange={change('serverSeed')}
          placeholder={t('games.fairness.serverSeedPlaceholder')}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={problemOf('serverSeed')}
          data-testid="fairness-server-seed"
        />
        <Field
          label={t('games.fairness.clientSeed')}
          value={form.clientSeed}
          onChange={change('clientSeed')}
          maxLength={CLIENT_SEED_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={problemOf('clientSeed')}
          data-testid="fairness-client-seed"
        />
        <Field
          label={t('games.fairness.nonce')}
          value={form.nonce}
          onChange={change('nonce')}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          error={problemOf('nonce')}
          data-testid="fairness-nonce"
        />
        <Field
          label={t('games.fairness.expectedHash')}
          value={form.expectedHash}
          onChange={change('expectedHash')}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        {failure ? (
          <p className={styles.loss} role="alert" style={{ margin: '0 0 12px' }}>
            {failure}
          </p>
        ) : null}
        <SubmitButton
          busy={isChecking}
          label={t('games.fairness.verify')}
          busyLabel={t('games.fairness.verifying')}
          testId="fairness-verify"
        />
      </form>
      {verification ? (
        <VerificationView verification={verification} expectedHash={form.expectedHash} />
      ) : null}
    </SubLayout>
  );
}
