import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../shared/api/account.ts';
import { EMAIL_MAX_LENGTH } from '../../shared/email-address.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showAlert, showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import {
  FEEDBACK_CATEGORY_OPTIONS,
  type FeedbackCategory,
  type FeedbackEntry,
  feedbackListQuery,
  useSubmitFeedback,
} from './api.ts';
import { feedbackDraftFor, saveFeedbackDraft } from './feedback-draft.ts';
import {
  EMPTY_FEEDBACK,
  type FeedbackDraft,
  feedbackPayload,
  feedbackProblems,
  PHONE_MAX_LENGTH,
  SUGGESTION_MAX_LENGTH,
} from './feedback-rules.ts';
import { prepareScreenshot, SCREENSHOT_ACCEPT } from './feedback-screenshot.ts';
import styles from './support.module.css';

function CategoryPicker({
  value,
  onChange,
  error,
}: {
  value: FeedbackCategory | '';
  onChange(value: FeedbackCategory): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={uiStyles.fieldset}>
      <legend className={uiStyles.label}>{t('support.feedback.categoryLabel')}</legend>
      <div className={styles.chips}>
        {FEEDBACK_CATEGORY_OPTIONS.map((category) => (
          <label key={category} className={`${styles.chip} ${value === category ? styles.chipActive : ''}`}>
            <input
              type="radio"
              name="feedback-category"
              className="fp-visually-hidden"
              value={category}
              checked={value === category}
              onChange={() => onChange(category)}
              data-testid={`feedback-category-${category}`}
            />
            {t(`support.feedback.category.${category}`)}
          </label>
        ))}
      </div>
      {error ? <div className={styles.error}>{error}</div> : null}
    </fieldset>
  );
}

function SuggestionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={uiStyles.field}>
      <label className={uiStyles.label} htmlFor={id}>
        {t('support.feedback.suggestionLabel')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={SUGGESTION_MAX_LENGTH}
        rows={5}
        placeholder={t('support.feedback.suggestionPlaceholder')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid="feedback-suggestion"
      />
      <div className={styles.fieldFoot}>
        <span className={styles.error}>{error ?? ''}</span>
        <span className={styles.counter} data-testid="feedback-counter">
          {t('support.feedback.counter', { count: value.trim().length, max: SUGGESTION_MAX_LENGTH })}
        </span>
      </div>
    </div>
  );
}

/** Chooses a screenshot: checked and, for big photos, drawn smaller before it is kept; preview and remove. */
function ScreenshotPicker({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [isPreparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState('');
  return (
    <div className={uiStyles.field}>
      <span className={uiStyles.label}>{t('support.feedback.screenshotLabel')}</span>
      <div className={styles.shot}>
        {value ? (
          <>
            <img
              className={styles.shotPreview}
              src={value}
              width="72"
              height="72"
              alt={t('support.feedback.screenshotPreview')}
              data-testid="feedback-preview"
            />
            <button
              type="button"
              className="fp-button fp-button--ghost fp-button--small"
              onClick={() => onChange('')}
              data-testid="feedback-remove-screenshot"
            >
              {t('support.feedback.screenshotRemove')}
            </button>
          </>
        ) : (
          <label className={styles.shotPicker} htmlFor={id}>
            <span className={styles.shotPlus} aria-hidden="true">
              {isPreparing ? <span className="fp-spinner" /> : '+'}
            </span>
            <span className={styles.shotText}>
              <span>
                {isPreparing
                  ? t('support.feedback.screenshotPreparing')
                  : t('support.feedback.screenshotChoose')}
              </span>
              <span className={styles.hint}>{t('support.feedback.screenshotHint')}</span>
            </span>
            <input
              id={id}
              className="fp-visually-hidden"
              type="file"
              accept={SCREENSHOT_ACCEPT}
              disabled={isPreparing}
              data-testid="feedback-screenshot"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setPreparing(true);
                setProblem('');
                const prepared = await prepareScreenshot(file);
                setPreparing(false);
                if ('dataUrl' in prepared) onChange(prepared.dataUrl);
                else setProblem(t(`support.feedback.errors.${prepared.problem}`));
              }}
            />
          </label>
        )}
      </div>
      {problem ? (
        <div className={styles.error} role="alert">
          {problem}
        </div>
      ) : null}
    </div>
  );
}

/** The form; `isFirst` (no earlier feedback) shows the one-time award under the button. */
function FeedbackForm({ uid, isFirst }: { uid: string; isFirst: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const feedbackAward = useAppStore((state) => state.feedbackAward);
  // The award is paid only with a bound phone; unknown until user info arrives, then no hint.
  const player = usePlayerInfo();
  const hasPhone = player === null || player.mobile !== null;
  const [draft, setDraft] = useState<FeedbackDraft>(() => feedbackDraftFor(uid));
  const [isChecked, setChecked] = useState(false);
  // A refusal keeps the draft as typed; the client showed the message.
  const submission = useSubmitFeedback({
    onSuccess: ({ award }) => {
      setDraft(EMPTY_FEEDBACK);
      setChecked(false);
      if (award > 0)
        void showAlert({
          content: t('support.feedback.awardReceived', { amount: money(award) }),
          confirmText: t('common.confirm'),
        });
      else void showToast(t('support.feedback.thanks'));
    },
  });
  const isSubmitting = submission.isPending;
  const problems = isChecked ? feedbackProblems(draft) : {};
  const error = (field: keyof typeof problems) => (problems[field] ? t(problems[field]) : undefined);
  const change = (changes: Partial<FeedbackDraft>) => setDraft((current) => ({ ...current, ...changes }));

  useEffect(() => saveFeedbackDraft(uid, draft), [uid, draft]);

  const submit = () => {
    const found = feedbackProblems(draft);
    const first = Object.values(found)[0];
    if (first || !draft.category) {
      setChecked(true);
      if (first) void showToast(t(first));
      return;
    }
    submission.mutate(feedbackPayload({ ...draft, category: draft.category }));
  };

  return (
    <Form
      className="fp-card"
      onSubmit={() => {
        if (!isSubmitting) submit();
      }}
    >
      <CategoryPicker
        value={draft.category}
        onChange={(category) => change({ category })}
        error={error('category')}
      />
      <SuggestionField
        value={draft.suggestion}
        onChange={(suggestion) => change({ suggestion })}
        error={error('suggestion')}
      />
      <Field
        label={t('support.feedback.phoneLabel')}
        value={draft.phone}
        onChange={(phone) => change({ phone })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        error={error('phone')}
        data-testid="feedback-phone"
      />
      <Field
        label={t('support.feedback.emailLabel')}
        value={draft.email}
        onChange={(email) => change({ email })}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        maxLength={EMAIL_MAX_LENGTH}
        error={error('email')}
        data-testid="feedback-email"
      />
      <ScreenshotPicker value={draft.screenshot} onChange={(screenshot) => change({ screenshot })} />
      <SubmitButton
        busy={isSubmitting}
        label={t('support.feedback.submit')}
        busyLabel={t('support.feedback.submitting')}
        announceBusy
        testId="feedback-submit"
      />
      {isFirst && feedbackAward > 0 ? (
        <div className={styles.award} data-testid="feedback-award">
          {t('support.feedback.award', { amount: money(feedbackAward) })}
          {hasPhone ? null : (
            <p className={styles.awardPhone} data-testid="feedback-award-phone">
              {t('support.feedback.awardNeedsPhone')}{' '}
              <AppLink to={PATHS.phoneBinding} className={styles.awardLink}>
                {t('support.feedback.bindPhone')}
              </AppLink>
            </p>
          )}
        </div>
      ) : null}
    </Form>
  );
}

function FeedbackRow({ entry }: { entry: FeedbackEntry }) {
  const { t } = useTranslation();
  const timeZone = useAppStore((state) => state.timeZone);
  return (
    <li className={styles.entry} data-testid="feedback-entry">
      <div className={styles.entryHead}>
        <span className={styles.tag}>{t(`support.feedback.category.${entry.category}`)}</span>
        <span className={styles.hint}>{formatDateTime(entry.createTime, timeZone)}</span>
      </div>
      <p className={styles.entryText}>{entry.suggestion}</p>
      {entry.reply ? (
        <div className={styles.reply}>
          <strong>{t('support.feedback.reply')}</strong>
          <p className={styles.entryText}>{entry.reply}</p>
        </div>
      ) : (
        <span className={styles.hint}>{t('support.feedback.awaitingReply')}</span>
      )}
    </li>
  );
}

/** Feedback: a form (category, suggestion, contact, screenshot) and the player's earlier feedback with replies. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const history = useQuery(feedbackListQuery(uid));
  const entries = history.data?.list ?? [];

  let list: ReactNode;
  if (history.isPending) list = <LoadingState />;
  else if (history.isError) list = <ErrorState onRetry={() => void history.refetch()} />;
  else if (entries.length === 0) list = <EmptyState />;
  else
    list = (
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <FeedbackRow key={entry.feedbackId} entry={entry} />
        ))}
      </ul>
    );

  return (
    <SubLayout>
      {uid === '' ? (
        <LoadingState />
      ) : (
        <>
          <FeedbackForm key={uid} uid={uid} isFirst={history.isSuccess && entries.length === 0} />
          <section className="fp-card">
            <h2 className={styles.sectionTitle}>{t('support.feedback.historyTitle')}</h2>
            {list}
          </section>
        </>
      )}
    </SubLayout>
  );
}
