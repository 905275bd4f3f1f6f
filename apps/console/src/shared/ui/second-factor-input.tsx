import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

const AUTHENTICATOR_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/i;

/**
 * The second-factor field of a form (name "code"): six digits from the authenticator app, or, after
 * "Use a recovery code", one of the staff member's recovery codes. The form owns the value; the
 * parent owns which kind is asked for.
 */
export function SecondFactorInput({
  isRecovery,
  onToggleRecovery,
  allowRecovery = true,
}: {
  isRecovery: boolean;
  onToggleRecovery: () => void;
  allowRecovery?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="code"
        label={isRecovery ? t('secondFactor.recoveryLabel') : t('secondFactor.codeLabel')}
        normalize={(value: string) => (isRecovery ? value.trim().toLowerCase() : value.replace(/\D/g, ''))}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              (isRecovery ? RECOVERY_CODE : AUTHENTICATOR_CODE).test(value ?? '')
                ? Promise.resolve()
                : Promise.reject(
                    new Error(
                      isRecovery ? t('secondFactor.recoveryRequired') : t('secondFactor.codeRequired'),
                    ),
                  ),
          },
        ]}
      >
        <Input
          autoFocus
          size="large"
          autoComplete="one-time-code"
          inputMode={isRecovery ? 'text' : 'numeric'}
          maxLength={isRecovery ? 11 : 6}
          placeholder={isRecovery ? t('secondFactor.recoveryPlaceholder') : t('secondFactor.codePlaceholder')}
          className="second-factor-code"
        />
      </Form.Item>
      {allowRecovery ? (
        <Button type="link" onClick={onToggleRecovery} className="second-factor-toggle">
          {isRecovery ? t('secondFactor.useAuthenticator') : t('secondFactor.useRecoveryCode')}
        </Button>
      ) : null}
    </>
  );
}
