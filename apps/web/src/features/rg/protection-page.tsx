import { isValidMajorAmount } from '@fairplay/contract/money';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type SelfExclusionMonths,
} from '@fairplay/contract/player-protection';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Limit,
  limitsQuery,
  preferencesQuery,
  statementQuery,
  useConfirmLimit,
  useSelfExclude,
  useSetLimit,
  useSetRealityCheck,
  useTakeTimeout,
} from '../../shared/api/rg.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { endSession } from '../../shared/session/end-session.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { showConfirm, showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, Segmented, SubmitButton } from '../../shared/ui/field.tsx';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import styles from './protection.module.css';

/** The break lengths offered, in hours: 24 hours to 6 weeks. */
const BREAK_HOURS = [24, 72, 168, 336, 1008] as const;

/** Times as the app writes server times (the region's zone); a limit's figures as money or minutes. */
function useFormats() {
  const { money } = useMoney();
  const { t } = useTranslation();
  const timeZone = useAppStore((state) => state.timeZone);
  const when = (iso: string) => formatDateTime(iso, timeZone).slice(0, 16);
  const figure = (kind: LimitKind, value: number) =>
    kind === 'session' ? t('protection.minutesShort', { count: value }) : money(value);
  return { when, figure };
}

function LimitRow({ limit }: { limit: Limit }) {
  const { t } = useTranslation();
  const { when, figure } = useFormats();
  const confirm = useConfirmLimit();
  const pending = limit.pending;
  return (
    <li className="fp-card" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <strong>
        {t(`protection.kind_${limit.kind}`)} · {t(`protection.period_${limit.period}`)}
      </strong>
      <div>
        {limit.amount === null
          ? t('protection.none')
          : t('protection.used', {
              used: figure(limit.kind, limit.used),
              amount: figure(limit.kind, limit.amount),
            })}
      </div>
      {limit.left === null ? null : (
        <div className="fp-muted">
          {t('protection.left', { left: figure(limit.kind, limit.left), at: when(limit.resetsAt) })}
        </div>
      )}
      {pending ? (
        <div className="fp-muted" data-testid="limit-pending">
          {pending.amount === null
            ? t('protection.pendingRemove', { from: when(pending.activeFrom) })
            : t('protection.pending', {
                amount: figure(limit.kind, pending.amount),
                from: when(pending.activeFrom),
              })}
          {pending.canConfirm ? (
            <button
              type="button"
              className="fp-button fp-button--ghost"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(
                  { kind: limit.kind, period: limit.period },
                  { onSuccess: () => void showToast(t('protection.confirmed')) },
                )
              }
            >
              {t('protection.confirm')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The form that sets (or asks to remove) one limit; what was typed stays after a refusal. */
function SetLimitForm() {
  const { t } = useTranslation();
  const { when } = useFormats();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetLimit();
  const submit = (remove: boolean) => {
    const value = Number(amount);
    // Only what makes no amount at all is caught here; a value out of range is the server's to refuse,
    // in the player's language (a play-time limit above a day's minutes, say).
    const isValid =
      kind === 'session' ? Number.isInteger(value) && value >= 0 : isValidMajorAmount(value, 2) && value >= 0;
    if (!remove && (amount.trim() === '' || !isValid)) {
      setProblem(t('protection.amountRequired'));
      return;
    }
    setProblem(undefined);
    save.mutate(
      { kind, period, amount: remove ? null : value },
      {
        onSuccess: (result) => {
          void showToast(
            result.applied === 'now'
              ? t('protection.savedNow')
              : t('protection.savedLater', { from: when(result.limit.pending?.activeFrom ?? '') }),
          );
          setAmount('');
        },
      },
    );
  };
  return (
    <Form className="fp-card" onSubmit={() => !save.isPending && submit(false)} data-testid="limit-form">
      <Segmented<LimitKind>
        options={LIMIT_KINDS.map((value) => ({ value, label: t(`protection.kind_${value}`) }))}
        value={kind}
        onChange={setKind}
      />
      <Segmented<LimitPeriod>
        options={LIMIT_PERIODS.map((value) => ({ value, label: t(`protection.period_${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <Field
        label={kind === 'session' ? t('protection.minutes') : t('protection.amount')}
        value={amount}
        onChange={setAmount}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
        maxLength={16}
        error={problem}
        data-testid="limit-amount"
      />
      <SubmitButton
        busy={save.isPending}
        label={t('protection.save')}
        busyLabel={t('protection.saving')}
        testId="limit-save"
      />
      <button
        type="button"
        className="fp-button fp-button--ghost"
        style={{ marginTop: 8 }}
        disabled={save.isPending}
        onClick={() => submit(true)}
      >
        {t('protection.remove')}
      </button>
    </Form>
  );
}

/** How often the game view shows a reality check: the player's choice, saved at the tap. */
function RealityCheckInterval({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const preferences = useQuery(preferencesQuery(uid));
  const save = useSetRealityCheck();
  const minutes = save.isPending ? save.variables.minutes : preferences.data?.realityCheckMinutes;
  return (
    <section className="fp-card" data-testid="reality-check-interval">
      <h2 className={uiStyles.label}>{t('realityCheck.intervalTitle')}</h2>
      <p className="fp-muted">{t('realityCheck.intervalHint')}</p>
      <span className={uiStyles.label}>{t('protection.minutes')}</span>
      <QueryContent query={preferences}>
        {({ realityCheckChoices }) => (
          <Segmented
            options={realityCheckChoices.map((value) => ({ value: String(value), label: String(value) }))}
            value={String(minutes)}
            onChange={(value) =>
              save.mutate(
                { minutes: Number(value) },
                {
                  onSuccess: (result) =>
                    void showToast(t('realityCheck.intervalSaved', { minutes: result.realityCheckMinutes })),
                },
              )
            }
          />
        )}
      </QueryContent>
    </section>
  );
}

/** A break, or self-exclusion for one of the lengths offered here (`choices`, from the server). */
function BreakAndExclusion({ choices }: { choices: readonly SelfExclusionMonths[] }) {
  const { t } = useTranslation();
  const [hours, setHours] = useState<(typeof BREAK_HOURS)[number]>(24);
  const [months, setMonths] = useState<SelfExclusionMonths>(choices[0] ?? 0);
  const timeout = useTakeTimeout();
  const exclude = useSelfExclude();
  const takeBreak = async () => {
    const isSure = await showConfirm({
      content: t('protection.breakConfirm', { length: t(`protection.hours_${hours}`) }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    // The server has ended every session: the app ends its own too.
    if (isSure) timeout.mutate({ hours }, { onSuccess: () => void endSession() });
  };
  const excludeMe = async () => {
    const isSure = await showConfirm({
      content: t('protection.excludeConfirm', { length: t(`protection.months_${months}`) }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (isSure) exclude.mutate({ months }, { onSuccess: () => void endSession() });
  };
  return (
    <>
      <section className="fp-card" data-testid="take-break">
        <h2 className={uiStyles.label}>{t('protection.breakTitle')}</h2>
        <p className="fp-muted">{t('protection.breakHint')}</p>
        <Segmented
          options={BREAK_HOURS.map((value) => ({
            value: String(value),
            label: t(`protection.hours_${value}`),
          }))}
          value={String(hours)}
          onChange={(value) => setHours(Number(value) as (typeof BREAK_HOURS)[number])}
        />
        <button
          type="button"
          className="fp-button"
          disabled={timeout.isPending}
          onClick={() => void takeBreak()}
        >
          {t('protection.takeBreak')}
        </button>
      </section>
      <section className="fp-card" data-testid="self-exclude">
        <h2 className={uiStyles.label}>{t('protection.excludeTitle')}</h2>
        <p className="fp-muted">{t('protection.excludeHint')}</p>
        <Segmented
          options={choices.map((value) => ({
            value: String(value),
            label: t(`protection.months_${value}`),
          }))}
          value={String(months)}
          onChange={(value) => setMonths(Number(value) as SelfExclusionMonths)}
        />
        <button
          type="button"
          className="fp-button fp-button--ghost"
          disabled={exclude.isPending}
          onClick={() => void excludeMe()}
        >
          {t('protection.exclude')}
        </button>
      </section>
    </>
  );
}

function Statement({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const statement = useQuery(statementQuery(uid, period));
  return (
    <section className="fp-card" data-testid="activity-statement">
      <h2 className={uiStyles.label}>{t('protection.statementTitle')}</h2>
      <Segmented<LimitPeriod>
        options={LIMIT_PERIODS.map((value) => ({ value, label: t(`protection.period_${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <QueryContent query={statement}>
        {({ rows }) => (
          <table className={styles.statement}>
            <thead>
              <tr>
                <th />
                <th>{t('protection.deposits')}</th>
                <th>{t('protection.withdrawals')}</th>
                <th>{t('protection.net')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.periodStart}>
                  <td>{row.periodStart}</td>
                  <td>{money(row.deposits)}</td>
                  <td>{money(row.withdrawals)}</td>
                  <td>{money(row.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryContent>
    </section>
  );
}

/** Player protection: the player's limits, a break, self-exclusion and the activity statement (issue 14). */
export default function ProtectionPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const limits = useQuery(limitsQuery(uid));
  return (
    <SubLayout>
      <QueryContent query={limits} waiting={uid === ''}>
        {({ limits: list, coolingOffHours, selfExclusionChoices }) => (
          <>
            <p className="fp-muted">{t('protection.intro', { hours: coolingOffHours })}</p>
            <h2 className={uiStyles.label}>{t('protection.limitsTitle')}</h2>
            {list.length === 0 ? (
              <EmptyState text={t('protection.noLimits')} />
            ) : (
              <ul className={styles.limitList} data-testid="limit-list">
                {list.map((limit) => (
                  <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
                ))}
              </ul>
            )}
            <SetLimitForm />
            <RealityCheckInterval uid={uid} />
            <BreakAndExclusion choices={selfExclusionChoices} />
            <Statement uid={uid} />
          </>
        )}
      </QueryContent>
    </SubLayout>
  );
}
