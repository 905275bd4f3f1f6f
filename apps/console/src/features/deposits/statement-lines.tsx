import type * as ops from '@fairplay/contract/operator';
import { Segmented, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { DepositStatusTag } from './deposit-labels.tsx';

type TLine = ops.TStatementLine;
type Problem = NonNullable<TLine['problem']>;

/** Problems the operator can act on stand out; the others are what a statement is full of. */
const PROBLEM_COLORS: Record<Problem, string> = {
  amountDiffers: 'red',
  duplicateLine: 'red',
  severalOrders: 'red',
  lineUsed: 'blue',
  unknownReference: 'orange',
  alreadyDecided: 'blue',
  noReference: 'default',
  noAmount: 'default',
  notACredit: 'default',
};

const FILTERS = ['all', 'matched', 'unmatched', 'debits'] as const;
type LineFilter = (typeof FILTERS)[number];

function isShown(line: TLine, filter: LineFilter): boolean {
  if (filter === 'matched') return line.match !== null;
  if (filter === 'unmatched') return line.match === null && line.problem !== 'notACredit';
  if (filter === 'debits') return line.problem === 'notACredit';
  return true;
}

/** What became of a line: the order it pays (with its player), or why it pays none. */
function LineResult({ line }: { line: TLine }) {
  const { t } = useTranslation();
  if (line.match) {
    return (
      <Space orientation="vertical" size={0}>
        <Space size={4}>
          <Tag color="green">{t('statement.matched')}</Tag>
          <Typography.Text code>{line.match.orderNo}</Typography.Text>
        </Space>
        <Space size={4} className="table-subtext">
          <Link to={playerPath(line.match.userId)}>
            {t('deposits.playerId', { userId: line.match.userId })}
          </Link>
          <Typography.Text type="secondary" className="table-subtext">
            {t(`statement.matchedBy.${line.match.matchedBy}`)}
          </Typography.Text>
          <DepositStatusTag status={line.match.status} />
        </Space>
      </Space>
    );
  }
  if (!line.problem) return null;
  return (
    <Tooltip title={t(`statement.problemHelp.${line.problem}`)}>
      <Tag color={PROBLEM_COLORS[line.problem]}>{t(`statement.problems.${line.problem}`)}</Tag>
    </Tooltip>
  );
}

/** The statement's lines with what each pays, filtered to the matches, the misses or the debits. */
export function StatementLines({ lines }: { lines: readonly TLine[] }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [filter, setFilter] = useState<LineFilter>('all');
  const counts = Object.fromEntries(
    FILTERS.map((name) => [name, lines.filter((line) => isShown(line, name)).length]),
  ) as Record<LineFilter, number>;

  const columns: TableColumnsType<TLine> = [
    { title: t('statement.line'), dataIndex: 'line', width: 70 },
    {
      title: t('statement.date'),
      dataIndex: 'date',
      width: 90,
      render: (date: string | null) => date ?? t('common.none'),
    },
    {
      title: t('statement.description'),
      dataIndex: 'description',
      render: (description: string) => (
        <Tooltip title={description} placement="topLeft">
          <span className="text-cell">{description || t('common.none')}</span>
        </Tooltip>
      ),
    },
    {
      title: t('statement.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number | null) =>
        amount === null ? (
          t('common.none')
        ) : (
          <Typography.Text type={amount < 0 ? 'secondary' : undefined} strong={amount > 0}>
            {amount < 0 ? `−${format.money(-amount)}` : format.money(amount)}
          </Typography.Text>
        ),
    },
    {
      title: t('statement.reference'),
      dataIndex: 'reference',
      render: (reference: string | null) =>
        reference ? <Typography.Text code>{reference}</Typography.Text> : t('common.none'),
    },
    { title: t('statement.result'), key: 'result', render: (_: unknown, line) => <LineResult line={line} /> },
  ];

  return (
    <>
      <Space className="filter-bar" wrap>
        <Segmented<LineFilter>
          value={filter}
          options={FILTERS.map((name) => ({
            value: name,
            label: t(`statement.filters.${name}`, { count: counts[name] }),
          }))}
          onChange={setFilter}
        />
      </Space>
      <Table<TLine>
        rowKey="line"
        size="small"
        columns={columns}
        dataSource={lines.filter((line) => isShown(line, filter))}
        scroll={{ x: 'max-content' }}
        rowClassName={(line) => (line.match ? 'statement-line-matched' : '')}
        pagination={{ defaultPageSize: 50, pageSizeOptions: ['50', '100', '200'], showSizeChanger: true }}
      />
    </>
  );
}
