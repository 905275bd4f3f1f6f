import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchOperatorFile } from '../../shared/api/client.ts';
import { errorMessage } from '../../shared/api/error-message.ts';
import {
  operatorQueryPrefix,
  useOperatorMutation,
  useOperatorQuery,
} from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { saveFile } from '../../shared/ui/save-file.ts';
import { AuditEntryDrawer } from './audit-entry-drawer.tsx';
import { AuditFilters } from './audit-filters.tsx';
import {
  AUDIT_PAGE_SIZES,
  type AuditSearch,
  auditFilters,
  readAuditSearch,
  writeAuditSearch,
} from './audit-search.ts';
import { AuditVerification } from './audit-verification.tsx';

type TAuditEntry = ops.TAuditEntry;
type TVerification = ops.OperatorResult<typeof ops.verifyAudit>;

/**
 * The audit log (/console/audit, audit.read): every recorded action, paged and sorted by the
 * server, filtered by actor, action prefix, target and the region's days (kept in the address, so
 * a search survives a reload and can be shared); an entry opens in full; the same search exports
 * as CSV; "Verify chain" walks the whole hash chain.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useRegionFormat();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = readAuditSearch(params);
  const filters = auditFilters(search, format.region.timeZone);
  const entries = useOperatorQuery(
    ops.listAudit,
    { query: { ...filters, page: search.page, pageSize: search.pageSize, sortOrder: search.sortOrder } },
    { placeholderData: keepPreviousData },
  );
  const [openEntry, setOpenEntry] = useState<TAuditEntry | null>(null);
  const [verification, setVerification] = useState<TVerification | null>(null);
  const [isExporting, setExporting] = useState(false);
  const verify = useOperatorMutation(ops.verifyAudit);

  const go = (next: AuditSearch) => setParams(writeAuditSearch(next));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await fetchOperatorFile(ops.exportAudit, { query: filters });
      saveFile(blob, fileName ?? 'audit-log.csv');
      void message.success(t('audit.exported'));
      // The export is itself an audited action.
      void queryClient.invalidateQueries({ queryKey: operatorQueryPrefix(ops.listAudit) });
    } catch (error) {
      void message.error(errorMessage(error, t), 6);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<TAuditEntry> = [
    { title: t('audit.seq'), dataIndex: 'seq', width: 80 },
    {
      title: t('audit.time'),
      dataIndex: 'createdAt',
      key: 'time',
      sorter: true,
      sortOrder: search.sortOrder,
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (at: string) => format.instant(at),
    },
    { title: t('audit.actor'), dataIndex: 'actor' },
    { title: t('audit.action'), dataIndex: 'action', render: (action: string) => <Tag>{action}</Tag> },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_: unknown, entry) => (
        <span>
          <Typography.Text type="secondary">{entry.targetType}</Typography.Text> {entry.targetId}
        </span>
      ),
    },
    { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? t('common.none') },
    {
      title: '',
      key: 'open',
      render: (_: unknown, entry) => (
        <Button size="small" onClick={() => setOpenEntry(entry)}>
          {t('common.details')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('audit.title')}</Typography.Title>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={isExporting} onClick={() => void exportCsv()}>
            {t('audit.exportCsv')}
          </Button>
          <Button
            icon={<SafetyCertificateOutlined />}
            loading={verify.isPending}
            onClick={() =>
              verify.mutate(
                { body: {} },
                {
                  onSuccess: setVerification,
                  onError: (error) => void message.error(errorMessage(error, t), 6),
                },
              )
            }
          >
            {t('audit.verify')}
          </Button>
        </Space>
      </div>
      <AuditFilters search={search} onSearch={(fields) => go({ ...search, ...fields, page: 1 })} />
      <QueryStates query={entries} skeletonRows={10}>
        {(data) => (
          <Table<TAuditEntry>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={data.items}
            loading={entries.isFetching}
            scroll={{ x: 'max-content' }}
            onRow={(entry) => ({ onDoubleClick: () => setOpenEntry(entry) })}
            locale={{ emptyText: <Empty description={t('audit.empty')} /> }}
            pagination={{
              current: data.page,
              pageSize: data.pageSize,
              total: data.total,
              pageSizeOptions: AUDIT_PAGE_SIZES.map(String),
              showSizeChanger: true,
              showTotal: (total) => t('audit.total', { count: total }),
            }}
            onChange={(pagination, _filters, sorter) => {
              const sortOrder =
                (sorter as SorterResult<TAuditEntry>).order === 'ascend' ? 'ascend' : 'descend';
              const pageSize = pagination.pageSize ?? search.pageSize;
              // Another order or page size starts again from the first page.
              const isSamePaging = pageSize === search.pageSize && sortOrder === search.sortOrder;
              go({ ...search, page: isSamePaging ? (pagination.current ?? 1) : 1, pageSize, sortOrder });
            }}
          />
        )}
      </QueryStates>
      <AuditEntryDrawer entry={openEntry} onClose={() => setOpenEntry(null)} />
      <AuditVerification result={verification} onClose={() => setVerification(null)} />
    </div>
  );
}
