import type * as ops from '@fairplay/contract/operator';
import { Col, Descriptions, Drawer, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { JsonBlock } from '../../shared/ui/json-block.tsx';

/** One audit entry in full: who did what to which target, from where, its details, before and after side by side, and its hash. */
export function AuditEntryDrawer({ entry, onClose }: { entry: ops.TAuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      size={840}
      title={entry ? t('audit.entryTitle', { seq: entry.seq }) : null}
    >
      {entry ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'time', label: t('audit.time'), children: format.instant(entry.createdAt) },
              {
                key: 'actor',
                label: t('audit.actor'),
                children:
                  entry.staffId === null
                    ? entry.actor
                    : `${entry.actor} (${t('audit.staffId')} ${entry.staffId})`,
              },
              { key: 'action', label: t('audit.action'), children: <Tag>{entry.action}</Tag> },
              { key: 'target', label: t('audit.target'), children: `${entry.targetType} ${entry.targetId}` },
              { key: 'ip', label: t('audit.ip'), children: entry.ip ?? t('common.none') },
              { key: 'request', label: t('audit.requestId'), children: entry.requestId ?? t('common.none') },
              {
                key: 'hash',
                label: t('audit.hash'),
                children: (
                  <Typography.Text code copyable className="audit-hash">
                    {entry.hash}
                  </Typography.Text>
                ),
              },
            ]}
          />
          <Typography.Title level={5} className="section-title">
            {t('audit.detailsJson')}
          </Typography.Title>
          <JsonBlock value={entry.details} />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Typography.Title level={5} className="section-title">
                {t('audit.before')}
              </Typography.Title>
              <JsonBlock value={entry.before} />
            </Col>
            <Col xs={24} md={12}>
              <Typography.Title level={5} className="section-title">
                {t('audit.after')}
              </Typography.Title>
              <JsonBlock value={entry.after} />
            </Col>
          </Row>
        </>
      ) : null}
    </Drawer>
  );
}
