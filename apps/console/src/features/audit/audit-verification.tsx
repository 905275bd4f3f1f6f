import type * as ops from '@fairplay/contract/operator';
import { Button, Modal, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';

type TVerification = ops.OperatorResult<typeof ops.verifyAudit>;

/** The answer of "Verify chain": intact, or broken with each problem and the row it is at. */
export function AuditVerification({
  result,
  onClose,
}: {
  result: TVerification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const facts = result
    ? { count: result.rows, headSeq: result.headSeq, time: format.instant(result.checkedAt) }
    : null;
  return (
    <Modal
      open={result !== null}
      title={t('audit.verifyTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
      width={720}
    >
      {result && facts ? (
        <Result
          status={result.isIntact ? 'success' : 'error'}
          title={result.isIntact ? t('audit.intact') : t('audit.broken')}
          subTitle={result.isIntact ? t('audit.intactDetail', facts) : t('audit.brokenDetail', facts)}
        >
          {result.isIntact ? null : (
            <Table
              size="small"
              rowKey={(problem) => `${problem.seq}:${problem.problem}`}
              dataSource={result.problems}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t('audit.problemSeq'), dataIndex: 'seq', width: 90 },
                {
                  title: t('audit.problem'),
                  dataIndex: 'problem',
                  render: (problem: string) => <Typography.Text type="danger">{problem}</Typography.Text>,
                },
              ]}
            />
          )}
        </Result>
      ) : null}
    </Modal>
  );
}
