import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Longest JSON text shown in full; beyond it the block says how much was cut (an export has it all). */
const MAX_SHOWN_CHARACTERS = 20_000;

/** A recorded value (audit details, before, after) as indented JSON, scrolling within its box. */
export function JsonBlock({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) {
    return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  }
  const text = JSON.stringify(value, null, 2) ?? String(value);
  const isCut = text.length > MAX_SHOWN_CHARACTERS;
  return (
    <pre className="json-block">
      {isCut
        ? `${text.slice(0, MAX_SHOWN_CHARACTERS)}\n… (${text.length - MAX_SHOWN_CHARACTERS} more characters)`
        : text}
    </pre>
  );
}
