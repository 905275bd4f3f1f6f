import { DEFAULT_INPUT_MAX_LENGTH } from '@fairplay/contract/constants';
import {
  type ComponentProps,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
} from 'react';
import styles from './ui.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> {
  label: string;
  value: string;
  onChange(value: string): void;
  prefix?: ReactNode;
  suffix?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled text input; the default maxlength is 140 (spec point 5). */
export function Field({
  label,
  value,
  onChange,
  prefix,
  suffix,
  hint,
  error,
  maxLength,
  ...input
}: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={maxLength ?? DEFAULT_INPUT_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        {suffix}
      </div>
      {error ? (
        <div className={styles.error}>{error}</div>
      ) : hint ? (
        <div className={styles.hint}>{hint}</div>
      ) : null}
    </div>
  );
}

export function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

export function Segmented<T extends string>({
  options,
  value,
  onChange,
}: {
  options: { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <div className={styles.segmented} role="tablist">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={`${styles.segment} ${option.value === value ? styles.segmentActive : ''}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="16" width="44" height="34" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 28h14l4 6h8l4-6h14" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <span>{message}</span>
      {action}
    </div>
  );
}

/**
 * A form the app checks itself (no browser validation): Enter or the submit button calls `onSubmit`
 * and the page stays where it is.
 */
export function Form({
  onSubmit,
  ...form
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit(): void }) {
  return (
    <form
      noValidate
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}

/**
 * A form's full-width submit button: disabled and showing `busyLabel` while the form is sent (`busy`).
 * `gold` for the wallet's call to action; `announceBusy` also sets `aria-busy`.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  testId,
  gold = false,
  announceBusy = false,
  disabled = false,
  className,
  style,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  testId: string;
  gold?: boolean;
  announceBusy?: boolean;
  /** Disabled for another reason as well. */
  disabled?: boolean;
  className?: string | undefined;
  style?: CSSProperties;
}) {
  return (
    <button
      type="submit"
      className={`fp-button ${gold ? 'fp-button--gold ' : ''}fp-button--block${className ? ` ${className}` : ''}`}
      style={style}
      disabled={busy || disabled}
      aria-busy={announceBusy ? busy : undefined}
      data-testid={testId}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
