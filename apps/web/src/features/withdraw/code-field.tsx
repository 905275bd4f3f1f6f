import { OTP_LENGTH } from '@fairplay/contract/constants';
import { Field } from '../../shared/ui/field.tsx';
import { SendCodeButton } from '../../shared/ui/send-code-button.tsx';

/** The SMS code (digits only, OTP_LENGTH at most) with the button that sends it. */
export function CodeField({
  label,
  placeholder,
  value,
  onChange,
  send,
  error,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** Sends the code: the seconds before it may be sent again, or null when it was not sent. */
  send(): Promise<number | null>;
  error: string | undefined;
}) {
  return (
    <Field
      label={label}
      name="verificationCode"
      value={value}
      onChange={(text) => onChange(text.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      suffix={<SendCodeButton send={send} />}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder={placeholder}
      error={error}
      data-testid="code-input"
    />
  );
}
