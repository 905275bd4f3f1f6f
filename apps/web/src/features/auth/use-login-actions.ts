import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCode } from '../../shared/api/auth.ts';
import { storage } from '../../shared/storage.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import {
  loginAsGuestCall,
  loginWithIdCall,
  loginWithOtpCall,
  loginWithPasswordCall,
  oneClickRegisterCall,
} from './api.ts';
import { completeLogin } from './complete-login.ts';
import { useAfterLogin } from './components.tsx';
import { classifyIdentifier, firstProblem, otpProblem, passwordProblem, phoneProblem } from './validation.ts';

const TERMS_KEY = 'fairplay-terms-accepted';

/** The sign-in actions shared by Login, LoginV2 and Register, with the checks of spec point 5. */
export function useLoginActions() {
  const { t } = useTranslation();
  const afterLogin = useAfterLogin();
  const inviteCode = useAppStore((state) => state.inviteCode);
  // Signing in is a write: it starts a session, and completeLogin reads the new player's answers.
  const signIn = useMutation({ mutationFn: (action: () => Promise<boolean>) => action() });
  const [hasAcceptedTerms, setAcceptedTerms] = useState(() => storage.get(TERMS_KEY) === '1');
  const [credentials, setCredentials] = useState<{ userId: number; password: string } | null>(null);

  const acceptTerms = (accepted: boolean) => {
    setAcceptedTerms(accepted);
    if (accepted) storage.set(TERMS_KEY, '1');
    else storage.remove(TERMS_KEY);
  };

  /** Shows the message of the first problem; true when there was one. */
  const refuse = (key: string | null): boolean => {
    if (key) void showToast(t(key));
    return key !== null;
  };

  // Set at the tap itself: a second tap before the page re-renders (isPending) must not sign in twice.
  const isSigningIn = useRef(false);
  const guarded = async (action: () => Promise<boolean>): Promise<boolean> => {
    if (isSigningIn.current || signIn.isPending) return false;
    if (refuse(hasAcceptedTerms ? null : 'validation.termsRequired')) return false;
    isSigningIn.current = true;
    try {
      return await signIn.mutateAsync(action).catch(() => false);
    } finally {
      isSigningIn.current = false;
    }
  };

  return {
    isBusy: signIn.isPending,
    hasAcceptedTerms,
    acceptTerms,
    credentials,
    closeCredentials: () => {
      setCredentials(null);
      afterLogin();
    },
    afterLogin,
    /** Sends a code; resolves to the resend wait in seconds, or null when refused. */
    async sendCode(mobile: string, purpose: string): Promise<number | null> {
      if (refuse(phoneProblem(mobile))) return null;
      const outcome = await sendCode({ mobile: mobile.trim(), type: purpose });
      if (outcome.code !== 200) return null;
      void showToast(t('login.codeSent'));
      return outcome.data.resendAfterSeconds;
    },
    /** Phone + code; with a field missing nothing is sent and false is returned (spec point 5). */
    otpLogin: (mobile: string, code: string) =>
      guarded(async () => {
        if (refuse(firstProblem(phoneProblem(mobile), otpProblem(code)))) return false;
        const signedIn = await completeLogin(await loginWithOtpCall(mobile, code, inviteCode));
        if (signedIn) afterLogin();
        return signedIn;
      }),
    passwordLogin: (identifier: string, password: string) =>
      guarded(async () => {
        const kind = classifyIdentifier(identifier);
        if (kind.kind === 'empty') return !refuse('validation.idOrPhoneEmpty');
        if (kind.kind === 'invalid') return !refuse(kind.key);
        if (refuse(passwordProblem(password))) return false;
        const outcome =
          kind.kind === 'phone'
            ? await loginWithPasswordCall(kind.value, password, inviteCode)
            : await loginWithIdCall(kind.value, password, inviteCode);
        const signedIn = await completeLogin(outcome);
        if (signedIn) afterLogin();
        return signedIn;
      }),
    guestLogin: () =>
      guarded(async () => {
        const signedIn = await completeLogin(await loginAsGuestCall(inviteCode));
        if (signedIn) afterLogin();
        return signedIn;
      }),
    oneClickRegister: () =>
      guarded(async () => {
        const outcome = await oneClickRegisterCall(inviteCode);
        const signedIn = await completeLogin(outcome, { oneClick: true });
        if (signedIn && outcome.code === 200 && outcome.data.password) {
          setCredentials({ userId: outcome.data.userId, password: outcome.data.password });
        }
        return signedIn;
      }),
  };
}
