import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../shared/ui/wallet-ui.tsx';
import { STATUS_KEYS, statusTone, type WithdrawStatus } from './withdraw-status.ts';

/** A withdrawal status in words and colour: yellow while waiting, green when paid, red when returned. */
export function StatusBadge({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation();
  return <ToneBadge tone={statusTone(status)} status={status} label={t(STATUS_KEYS[status])} />;
}
