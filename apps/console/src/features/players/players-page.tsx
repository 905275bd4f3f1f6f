import * as ops from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Empty, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OperatorError } from '../../shared/api/client.ts';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import {
  PLAYER_PAGE_SIZES,
  type PlayerSearch,
  readPlayerSearch,
  type SearchField,
  writePlayerSearch,
} from './player-search.ts';
import { PlayerStateTags } from './player-state-tags.tsx';

type TPlayerRow = ops.OperatorResult<typeof ops.searchPlayers>['items'][number];

/** The longest text the search takes (the contract's q). */
const QUERY_MAX_LENGTH = 64;

function PlayerResults({ search, onPage }: { search: PlayerSearch; onPage: (next: PlayerSearch) => void }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const navigate = useNavigate();
  const players = useOperatorQuery(
    ops.searchPlayers,
    { query: { q: search.q, by: search.by, page: search.page, pageSize: search.pageSize } },
    { placeholderData: keepPreviousData },
  );

  const columns: TableColumnsType<TPlayerRow> = [
    {
      title: t('players.player'),
      key: 'player',
      render: (_: unknown, player) => (
        <Space orientation="vertical" size={0}>
          <Link to={playerPath(player.userId)}>{player.nickname}</Link>
          <Typography.Text type="secondary" className="table-subtext">
            {t('players.idLabel', { userId: player.userId })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('players.mobile'),
      dataIndex: 'mobile',
      render: (mobile: string | null) => mobile ?? t('common.none'),
    },
    { title: t('players.vip'), dataIndex: 'vipLevel', render: (level: number) => `VIP ${level}` },
    {
      title: t('players.cash'),
      dataIndex: 'balance',
      align: 'right',
      render: (balance: number) => format.money(balance),
    },
    {
      title: t('players.state'),
      key: 'state',
      render: (_: unknown, player) => (
        <PlayerStateTags
          isGuest={player.isGuest}
          isLocked={player.isLocked}
          depositClosed={player.depositClosed}
          isWithdrawalFrozen={false}
        />
      ),
    },
    {
      title: t('players.matchedBy'),
      dataIndex: 'matchedBy',
      render: (field: SearchField) => <Tag>{t(`players.fields.${field}`)}</Tag>,
    },
    { title: t('players.registered'), dataIndex: 'createdAt', render: (at: string) => format.instant(at) },
    {
      title: t('players.lastLogin'),
      dataIndex: 'lastLoginAt',
      render: (at: string | null) => format.instant(at) ?? t('common.none'),
    },
  ];

  // A text the field cannot be (letters as a phone): the server's words, not a Retry.
  if (players.error instanceof OperatorError && players.error.status === 400) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('players.refused')}
        description={errorMessage(players.error, t)}
      />
    );
  }
  return (
    <QueryStates query={players} skeletonRows={8}>
      {(data) => (
        <Table<TPlayerRow>
          rowKey="userId"
          size="middle"
          columns={columns}
          dataSource={data.items}
          loading={players.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(player) => ({ onDoubleClick: () => void navigate(playerPath(player.userId)) })}
          locale={{ emptyText: <Empty description={t('players.noMatch', { q: search.q })} /> }}
          pagination={{
            current: data.page,
            pageSize: data.pageSize,
            total: data.total,
            pageSizeOptions: PLAYER_PAGE_SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('players.total', { count: total }),
          }}
          onChange={(pagination) => {
            const pageSize = pagination.pageSize ?? search.pageSize;
            onPage({
              ...search,
              page: pageSize === search.pageSize ? (pagination.current ?? 1) : 1,
              pageSize,
            });
          }}
        />
      )}
    </QueryStates>
  );
}

/**
 * Players (/console/players, players.read): one search box with the field it searches (any, id,
 * phone, nickname start, payout account, device); Enter searches. The search lives in the address,
 * so Back returns to the results and a link can be shared.
 */
export default function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readPlayerSearch(params);
  const [text, setText] = useState(search.q);
  const [by, setBy] = useState<SearchField>(search.by);

  // The box follows the address (Back, a link), not only what was typed.
  useEffect(() => {
    setText(search.q);
    setBy(search.by);
  }, [search.q, search.by]);

  const go = (next: PlayerSearch) => setParams(writePlayerSearch(next));
  const submit = (value: string) => {
    const q = value.trim();
    if (q) go({ ...search, q, by, page: 1 });
  };

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('players.title')}</Typography.Title>
      </div>
      <Space.Compact className="player-search-box">
        <Select<SearchField>
          value={by}
          onChange={(field) => {
            setBy(field);
            if (search.q) go({ ...search, by: field, page: 1 });
          }}
          options={ops.PLAYER_SEARCH_FIELDS.map((field) => ({
            value: field,
            label: t(`players.fields.${field}`),
          }))}
          className="player-search-field"
          aria-label={t('players.searchBy')}
        />
        <Input.Search
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={submit}
          placeholder={t(`players.placeholders.${by}`)}
          maxLength={QUERY_MAX_LENGTH}
          enterButton={t('players.search')}
          allowClear
          autoFocus
          aria-label={t('players.searchText')}
        />
      </Space.Compact>
      <Typography.Paragraph type="secondary" className="player-search-hint">
        {t(`players.hints.${by}`)}
      </Typography.Paragraph>
      {search.q ? <PlayerResults search={search} onPage={go} /> : null}
    </div>
  );
}
