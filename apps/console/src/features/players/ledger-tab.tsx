import * as ops from '@fairplay/contract/operator';
import { Segmented, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { SignedAmount } from './money-cell.tsx';
import { PlayerTable } from './player-table.tsx';

type TLedgerLine = ops.OperatorResult<typeof ops.playerLedger>['items'][number];
type AccountFilter = 'all' | 'user_cash' | 'user_hold' | 'user_bonus' | 'user_referral';
const ACCOUNT_FILTERS: AccountFilter[] = ['all', 'user_cash', 'user_hold', 'user_bonus', 'user_referral'];

/** A transfer's memo on one line (order numbers, references), the whole of it on hover. */
function MemoText({ memo }: { memo: unknown }) {
  const { t } = useTranslation();
  if (memo === null || memo === undefined) return <>{t('common.none')}</>;
  const text =
    typeof memo === 'object'
      ? Object.entries(memo as Record<string, unknown>)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join(', ')
      : String(memo);
  return (
    <Tooltip title={text} placement="topLeft">
      <Typography.Text className="ledger-memo">{text}</Typography.Text>
    </Tooltip>
  );
}

/** The player's ledger entries on each account (or one), newest first, with the balance after each. */
export function LedgerTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [account, setAccount] = useState<AccountFilter>('all');
  const columns: TableColumnsType<TLedgerLine> = [
    { title: t('players.ledger.entry'), dataIndex: 'entryId', width: 90 },
    {
      title: t('players.time'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => format.instant(at),
    },
    { title: t('players.ledger.code'), dataIndex: 'code', render: (code: string) => <Tag>{code}</Tag> },
    {
      title: t('players.ledger.account'),
      dataIndex: 'account',
      render: (kind: string) => t(`players.accounts.${kind as Exclude<AccountFilter, 'all'>}`),
    },
    {
      title: t('players.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => <SignedAmount amount={amount} />,
    },
    {
      title: t('players.ledger.balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right',
      render: (balance: number | null) => (balance === null ? t('common.none') : format.money(balance)),
    },
    {
      title: t('players.ledger.memo'),
      dataIndex: 'memo',
      width: 320,
      render: (memo: unknown) => <MemoText memo={memo} />,
    },
    { title: t('players.ledger.transfer'), dataIndex: 'transferId' },
  ];
  return (
    <>
      <Segmented<AccountFilter>
        value={account}
        onChange={setAccount}
        options={ACCOUNT_FILTERS.map((filter) => ({ value: filter, label: t(`players.accounts.${filter}`) }))}
        className="tab-filter"
      />
      <PlayerTable<TLedgerLine>
        key={account}
        call={ops.playerLedger}
        userId={userId}
        query={{ account: account === 'all' ? undefined : account }}
        columns={columns}
        rowKey="entryId"
        emptyText={t('players.ledger.empty')}
      />
    </>
  );
}
