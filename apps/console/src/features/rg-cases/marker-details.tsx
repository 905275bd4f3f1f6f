import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { JsonBlock } from '../../shared/ui/json-block.tsx';

/** What a marker records (modules/rg/harm-markers.ts, flag-deposit.ts): money in major units. */
const MONEY_KEYS = ['amount', 'lost', 'lastSevenDays', 'weeklyAverageBefore'] as const;
const TEXT_KEYS = ['orderNo', 'roundId', 'breakKind', 'requests', 'cancelled'] as const;
type DetailKey = (typeof MONEY_KEYS)[number] | (typeof TEXT_KEYS)[number] | 'limits' | 'nights';

interface LimitUse {
  kind: string;
  period: string;
  limit: number;
  used: number;
}

/** A marker's findings as staff read them: money in the region's format, limits as "used of limit". */
export function MarkerDetails({ details }: { details: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  if (!details) return null;
  const items: { key: string; label: string; children: ReactNode }[] = [];
  const label = (key: DetailKey) => t(`rgCases.details.${key}`);
  for (const key of MONEY_KEYS) {
    if (typeof details[key] === 'number')
      items.push({ key, label: label(key), children: format.money(details[key]) });
  }
  for (const key of TEXT_KEYS) {
    if (details[key] !== undefined) items.push({ key, label: label(key), children: String(details[key]) });
  }
  if (Array.isArray(details.nights)) {
    items.push({ key: 'nights', label: label('nights'), children: details.nights.join(', ') });
  }
  if (Array.isArray(details.limits)) {
    const shown = (use: LimitUse, value: number) =>
      use.kind === 'session' ? t('rgCases.details.minutes', { count: value }) : format.money(value);
    items.push({
      key: 'limits',
      label: label('limits'),
      children: (details.limits as LimitUse[]).map((use) => (
        <div key={`${use.kind}-${use.period}`}>
          {t('rgCases.details.limitUse', {
            kind: use.kind ?? t('rgCases.details.depositKind'),
            period: use.period,
            used: shown(use, use.used),
            limit: shown(use, use.limit),
          })}
        </div>
      )),
    });
  }
  // A marker of a kind this page does not know yet still shows everything it holds.
  if (items.length === 0) return <JsonBlock value={details} />;
  return <Descriptions size="small" column={1} items={items} />;
}
