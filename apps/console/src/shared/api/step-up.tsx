import * as ops from '@fairplay/contract/operator';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Typography } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorInput } from '../ui/second-factor-input.tsx';
import { callOperator } from './client.ts';
import { errorMessage } from './error-message.ts';
import { operatorQueryKey } from './operator-query.ts';
import { createStepUpGate, type StepUpGate } from './step-up-gate.ts';

const StepUpContext = createContext<StepUpGate | null>(null);

/** The one step-up mechanism every change goes through (useOperatorMutation uses it). */
export function useStepUpGate(): StepUpGate {
  const gate = useContext(StepUpContext);
  if (!gate) throw new Error('useStepUpGate needs a StepUpProvider above it');
  return gate;
}

type TMe = ops.OperatorResult<typeof ops.operatorMe>;

/**
 * Holds the step-up dialog: when a change is refused for want of a fresh second factor, it asks
 * for a code from the authenticator (or a recovery code), steps the session up (POST /step-up)
 * and lets the gate send the change again. Cancel leaves the refusal as the change's answer.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ code: string }>();
  const [isOpen, setOpen] = useState(false);
  const [isRecovery, setRecovery] = useState(false);
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<((isSteppedUp: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRecovery(false);
        setFailure(null);
        setOpen(true);
      }),
    [],
  );
  const gate = useMemo(() => createStepUpGate(ask), [ask]);

  const finish = (isSteppedUp: boolean) => {
    setOpen(false);
    answer.current?.(isSteppedUp);
    answer.current = null;
  };

  const submit = async ({ code }: { code: string }) => {
    setSending(true);
    setFailure(null);
    try {
      const { stepUpUntil } = await callOperator(ops.operatorStepUp, { body: { code } });
      queryClient.setQueryData<TMe>(operatorQueryKey(ops.operatorMe), (me) =>
        me ? { ...me, stepUpUntil } : me,
      );
      finish(true);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <StepUpContext.Provider value={gate}>
      {children}
      <Modal
        open={isOpen}
        title={t('stepUp.title')}
        okText={t('stepUp.submit')}
        cancelText={t('common.cancel')}
        confirmLoading={isSending}
        onOk={() => form.submit()}
        onCancel={() => finish(false)}
        destroyOnHidden
        mask={{ closable: false }}
      >
        <Typography.Paragraph>{t('stepUp.intro')}</Typography.Paragraph>
        {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          name="step-up"
          clearOnDestroy
        >
          <SecondFactorInput
            isRecovery={isRecovery}
            onToggleRecovery={() => setRecovery((value) => !value)}
          />
          {/* Enter submits the dialog's form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </Modal>
    </StepUpContext.Provider>
  );
}
