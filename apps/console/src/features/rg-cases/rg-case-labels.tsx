import type { HarmMarkerKind, RgCaseOutcome } from '@fairplay/contract/operator';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Markers that need a look today (money that came in over a limit or during a break) stand out. */
const URGENT: readonly HarmMarkerKind[] = ['depositOverLimit', 'depositDuringBreak'];

export function MarkerTag({ kind }: { kind: HarmMarkerKind }) {
  const { t } = useTranslation();
  return <Tag color={URGENT.includes(kind) ? 'red' : 'orange'}>{t(`rgCases.kinds.${kind}`)}</Tag>;
}

/** The kinds of marker a case holds, each once. */
export function MarkerTags({ kinds }: { kinds: readonly HarmMarkerKind[] }) {
  return (
    <Space size={[0, 4]} wrap>
      {kinds.map((kind) => (
        <MarkerTag key={kind} kind={kind} />
      ))}
    </Space>
  );
}

export function OutcomeTag({ outcome }: { outcome: RgCaseOutcome | null }) {
  const { t } = useTranslation();
  return outcome ? <Tag color="green">{t(`rgCases.outcomes.${outcome}`)}</Tag> : t('common.none');
}
