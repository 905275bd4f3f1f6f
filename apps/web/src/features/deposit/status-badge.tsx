import type { DepositStatus } from '@fairplay/contract';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../shared/ui/wallet-ui.tsx';
import { STATUS_KEYS } from './deposit-texts.ts';
import { statusTone } from './transfer-rules.ts';

/** A deposit status in words and colour: yellow while waiting, green when credited, red when not. */
export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <ToneBadge
      tone={statusTone(status)}
      status={status}
      label={t(STATUS_KEYS[status] ?? STATUS_KEYS.pending)}
    />
  );
}
