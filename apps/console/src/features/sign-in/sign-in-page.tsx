import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { OperatorError } from '../../shared/api/client.ts';
import { errorMessage } from '../../shared/api/error-message.ts';
import { storeToken } from '../../shared/api/session-token.ts';
import { returnPathOf } from '../../shared/paths.ts';
import { RecoveryCodes } from '../../shared/ui/recovery-codes.tsx';
import { EnrolStep } from './enrol-step.tsx';
import { PasswordStep, type TPasswordAnswer } from './password-step.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

type Step =
  | { kind: 'password' }
  | { kind: 'enrol'; username: string; challenge: string; secret: string; otpauthUrl: string }
  | { kind: 'secondFactor'; username: string; challenge: string }
  | { kind: 'recoveryCodes'; username: string; codes: string[] };

/** Refusals that end the challenge: the staff member starts again from the password. */
const CHALLENGE_ENDED = new Set(['operator.challengeExpired', 'operator.alreadyEnrolled']);

/**
 * Staff sign-in (/console/login): password, then either the first enrolment of an authenticator
 * (QR code, key, a code; then the recovery codes, once) or a code from it. Afterwards back to the
 * page the staff member came from, else home.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [failure, setFailure] = useState<string | null>(null);

  const enter = (token: string) => {
    // Nothing read under an earlier session may show under this one.
    queryClient.clear();
    storeToken(token);
  };
  const goOn = () => void navigate(returnPathOf(location.search), { replace: true });

  const onFailure = (error: unknown) => {
    setFailure(errorMessage(error, t));
    if (error instanceof OperatorError && error.code && CHALLENGE_ENDED.has(error.code)) {
      setStep({ kind: 'password' });
    }
  };
  const onPassword = (answer: TPasswordAnswer, username: string) => {
    setFailure(null);
    setStep(
      'enrolRequired' in answer
        ? {
            kind: 'enrol',
            username,
            challenge: answer.challenge,
            secret: answer.secret,
            otpauthUrl: answer.otpauthUrl,
          }
        : { kind: 'secondFactor', username, challenge: answer.challenge },
    );
  };

  const title =
    step.kind === 'enrol'
      ? t('signIn.enrolTitle')
      : step.kind === 'secondFactor'
        ? t('signIn.totpTitle')
        : step.kind === 'recoveryCodes'
          ? t('recoveryCodes.title')
          : t('signIn.title');

  return (
    <main className="sign-in-page">
      <Card className={step.kind === 'password' ? 'sign-in-card' : 'sign-in-card sign-in-card-wide'}>
        <Typography.Text type="secondary" className="sign-in-brand">
          {t('app.name')}
        </Typography.Text>
        <Typography.Title level={3} className="sign-in-title">
          {title}
        </Typography.Title>
        {failure ? <Alert type="error" showIcon title={failure} className="form-alert" role="alert" /> : null}
        {step.kind === 'password' ? <PasswordStep onAnswer={onPassword} onFailure={onFailure} /> : null}
        {step.kind === 'enrol' ? (
          <EnrolStep
            challenge={step.challenge}
            secret={step.secret}
            otpauthUrl={step.otpauthUrl}
            onFailure={onFailure}
            onEnrolled={(answer) => {
              enter(answer.token);
              setFailure(null);
              setStep({ kind: 'recoveryCodes', username: step.username, codes: answer.recoveryCodes });
            }}
          />
        ) : null}
        {step.kind === 'secondFactor' ? (
          <SecondFactorStep
            challenge={step.challenge}
            onFailure={onFailure}
            onSignedIn={(answer) => {
              // Few recovery codes left: Home says so.
              enter(answer.token);
              goOn();
            }}
          />
        ) : null}
        {step.kind === 'recoveryCodes' ? (
          <RecoveryCodes
            codes={step.codes}
            username={step.username}
            onDone={goOn}
            doneLabel={t('common.continue')}
          />
        ) : null}
        {step.kind === 'enrol' || step.kind === 'secondFactor' ? (
          <Button
            type="link"
            className="sign-in-restart"
            onClick={() => {
              setFailure(null);
              setStep({ kind: 'password' });
            }}
          >
            {t('signIn.startAgain')}
          </Button>
        ) : null}
      </Card>
    </main>
  );
}
