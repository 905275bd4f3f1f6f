import type * as ops from '@fairplay/contract/operator';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** How loud each flag is: money that may never have been played, or one player behind many accounts. */
const FLAG_COLOURS: Record<ops.RiskFlag, string> = {
  firstWithdrawal: 'blue',
  newPayoutAccount: 'orange',
  littlePlay: 'red',
  activeBonus: 'gold',
  sharedDevice: 'red',
  manyToday: 'orange',
};

/** The server's risk flags of a withdrawal, each with what it means on hover. */
export function RiskFlags({
  flags,
  isEmptyShown = false,
}: {
  flags: readonly ops.RiskFlag[];
  isEmptyShown?: boolean;
}) {
  const { t } = useTranslation();
  if (flags.length === 0) return isEmptyShown ? <Tag color="green">{t('withdrawals.flags.none')}</Tag> : null;
  return (
    <Space size={[4, 4]} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`withdrawals.flagHelp.${flag}`)}>
          <Tag color={FLAG_COLOURS[flag]}>{t(`withdrawals.flags.${flag}`)}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
