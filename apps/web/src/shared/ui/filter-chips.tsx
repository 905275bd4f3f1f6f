import styles from './filter-chips.module.css';

/** A row of filter chips that scrolls sideways when it does not fit. */
export function FilterChips<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  label: string;
}) {
  return (
    <fieldset className={styles.filters}>
      <legend className="fp-visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          className={`${styles.filter} ${option.value === value ? styles.filterActive : ''}`}
          onClick={() => onChange(option.value)}
          data-testid={`filter-${option.value}`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
