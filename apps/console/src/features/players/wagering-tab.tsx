import * as ops from '@fairplay/contract/operator';
import { Alert, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerTable } from './player-table.tsx';

type TWagering = ops.OperatorResult<typeof ops.playerWagering>;
type TWageringDay = TWagering['items'][number];

/**
 * Both wagering requirements and, per local day, what deposits and bonuses added and what valid
 * bets took off (the contract's ZWageringDay explains the rules; the note here says it in short).
 */
export function WageringTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const money = (amount: number) => (amount === 0 ? t('common.none') : format.money(amount));
  const columns: TableColumnsType<TWageringDay> = [
    { title: t('players.wagering.day'), dataIndex: 'day', sorter: true },
    { title: t('players.wagering.deposited'), dataIndex: 'deposited', align: 'right', render: money },
    { title: t('players.wagering.turnoverAdded'), dataIndex: 'turnoverAdded', align: 'right', render: money },
    { title: t('players.wagering.bonusCredited'), dataIndex: 'bonusCredited', align: 'right', render: money },
    {
      title: t('players.wagering.bonusWagerAdded'),
      dataIndex: 'bonusWagerAdded',
      align: 'right',
      render: money,
    },
    { title: t('players.wagering.validBet'), dataIndex: 'validBet', align: 'right', render: money },
  ];
  return (
    <PlayerTable<TWageringDay, TWagering>
      call={ops.playerWagering}
      userId={userId}
      columns={columns}
      rowKey="day"
      emptyText={t('players.wagering.empty')}
      above={(answer) => (
        <Alert
          type="info"
          showIcon
          className="page-alert"
          title={t('players.wagering.remaining', {
            turnover: format.money(answer.wagerRemaining),
            bonus: format.money(answer.bonusWagerRemaining),
          })}
          description={t('players.wagering.howItWorks')}
        />
      )}
    />
  );
}
