import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserInfo, userInfoQuery } from '../../shared/api/account.ts';
import { EMAIL_MAX_LENGTH } from '../../shared/email-address.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showConfirm, showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import { QueryContent } from '../../shared/ui/page-states.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { useUpdateProfile } from './api.ts';
import styles from './profile.module.css';
import {
  AVATARS,
  birthdayBounds,
  draftFromUser,
  HANDLE_MAX_LENGTH,
  localDateKey,
  NICKNAME_MAX_LENGTH,
  type ProfileDraft,
  profileChanges,
  profileProblems,
  WHATSAPP_MAX_LENGTH,
} from './profile-rules.ts';

function AvatarPicker({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={uiStyles.fieldset}>
      <legend className={uiStyles.label}>{t('profile.avatar')}</legend>
      <div className={styles.avatars}>
        {AVATARS.map((avatar) => (
          <label
            key={avatar}
            className={`${styles.avatarOption} ${value === avatar ? styles.avatarChosen : ''}`}
          >
            <input
              type="radio"
              name="avatar"
              className="fp-visually-hidden"
              value={avatar}
              checked={value === avatar}
              onChange={() => onChange(avatar)}
              aria-label={t('profile.avatarOption', { number: avatar })}
              data-testid={`avatar-${avatar}`}
            />
            <img src={`/static/avatars/${avatar}.svg`} width="48" height="48" alt="" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The birthday: a date input until it is set, then read-only (corrections go through customer service). */
function BirthdayField({
  user,
  value,
  onChange,
  error,
  today,
}: {
  user: UserInfo;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  today: string;
}) {
  const { t } = useTranslation();
  if (user.birthday)
    return (
      <div className={uiStyles.field}>
        <span className={uiStyles.label}>{t('profile.birthday')}</span>
        <div className={styles.readOnly} data-testid="birthday-locked">
          {user.birthday}
        </div>
        <div className={uiStyles.hint}>
          {t('profile.birthdayLocked')}{' '}
          <AppLink to={PATHS.service} className={styles.inlineLink}>
            {t('common.contactService')}
          </AppLink>
        </div>
      </div>
    );
  const bounds = birthdayBounds(today);
  return (
    <Field
      label={t('profile.birthday')}
      value={value}
      onChange={onChange}
      type="date"
      min={bounds.min}
      max={bounds.max}
      error={error}
      hint={t('profile.birthdayOnce')}
      data-testid="profile-birthday-input"
    />
  );
}

function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const timeZone = useAppStore((state) => state.timeZone);
  // The form starts from the profile as it was when the page opened; the 10 s refresh of user
  // info never overwrites what is being typed.
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromUser(user));
  const [isChecked, setChecked] = useState(false);
  const saving = useUpdateProfile();
  const isSaving = saving.isPending;
  const today = localDateKey(new Date(), timeZone);
  const canSetBirthday = !user.birthday;
  const problems = isChecked ? profileProblems(draft, { today, canSetBirthday }) : {};
  const error = (field: keyof ProfileDraft) => (problems[field] ? t(problems[field]) : undefined);
  const field = (name: keyof ProfileDraft) => ({
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    error: error(name),
    'data-testid': `profile-${name}-input`,
  });

  const save = async () => {
    const found = profileProblems(draft, { today, canSetBirthday });
    const first = Object.values(found)[0];
    if (first) {
      setChecked(true);
      void showToast(t(first));
      return;
    }
    const changes = profileChanges(draft, draftFromUser(user), canSetBirthday);
    if (Object.keys(changes).length === 0) {
      void showToast(t('profile.nothingChanged'));
      return;
    }
    if (changes.birthday) {
      const isSure = await showConfirm({
        content: t('profile.birthdayConfirm', { date: changes.birthday }),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!isSure) return;
    }
    // A refusal keeps the form as typed; the client showed the message.
    saving.mutate(changes, {
      onSuccess: () => {
        void showToast(t('profile.saved'));
        navigateBack();
      },
    });
  };

  return (
    <Form
      className="fp-card"
      onSubmit={() => {
        if (!isSaving) void save();
      }}
    >
      <AvatarPicker
        value={draft.avatar}
        onChange={(avatar) => setDraft((current) => ({ ...current, avatar }))}
      />
      <Field
        label={t('profile.nickname')}
        {...field('nickname')}
        maxLength={NICKNAME_MAX_LENGTH}
        autoComplete="nickname"
        placeholder={t('profile.placeholders.nickname')}
      />
      <BirthdayField user={user} today={today} {...field('birthday')} />
      <Field
        label={t('profile.email')}
        {...field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        maxLength={EMAIL_MAX_LENGTH}
        placeholder={t('profile.placeholders.email')}
      />
      <Field
        label={t('profile.whatsapp')}
        {...field('whatsapp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={WHATSAPP_MAX_LENGTH}
        placeholder={t('profile.placeholders.whatsapp')}
      />
      {(['facebook', 'telegram', 'twitter'] as const).map((name) => (
        <Field
          key={name}
          label={t(`profile.${name}`)}
          {...field(name)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={HANDLE_MAX_LENGTH}
          placeholder={t('profile.placeholders.handle')}
        />
      ))}
      <SubmitButton
        busy={isSaving}
        label={t('profile.save')}
        busyLabel={t('profile.saving')}
        announceBusy
        testId="profile-save"
      />
    </Form>
  );
}

/** Edit Profile: avatar, nickname, birthday (once, 18+), email, WhatsApp and social handles. */
export default function EditProfilePage() {
  const uid = useRequireLogin();
  const user = useQuery(userInfoQuery(uid));
  return (
    <SubLayout>
      <QueryContent query={user} waiting={uid === ''}>
        {(data) => <ProfileForm key={uid} user={data} />}
      </QueryContent>
    </SubLayout>
  );
}
