import { allows, PERMISSIONS } from '@fairplay/contract/operator/permissions';
import { Alert, Card, Col, Empty, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../shared/paths.ts';
import { useSignedInStaff } from '../shared/session/signed-in-staff.ts';
import { LoadError } from '../shared/ui/page-states.tsx';
import { CONSOLE_ROUTES, type QueueCountKey } from './routes.tsx';
import { useQueueCounts } from './use-queue-counts.ts';

/** Fewer recovery codes than this left: Home asks for new ones. */
const LOW_RECOVERY_CODES = 3;

function QueueCard({ queue, count }: { queue: QueueCountKey; count: number }) {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  // A queue's page exists once its feature registered it (routes.tsx) with this count.
  const route = CONSOLE_ROUTES.find(
    (entry) => entry.countKey === queue && allows(me.permissions, entry.permission),
  );
  const card = (
    <Card hoverable={Boolean(route)} className="queue-card">
      <Statistic title={t(`queues.${queue}`)} value={count} />
      <Typography.Text type="secondary">{route ? t('queues.open') : t('queues.notOpenHere')}</Typography.Text>
    </Card>
  );
  return route ? <Link to={route.path}>{card}</Link> : card;
}

/** The landing page: what waits in the staff member's queues, their role and what it allows. */
export default function HomePage() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const counts = useQueueCounts();
  const queues = counts.data
    ? (Object.entries(counts.data) as [QueueCountKey, number | null][]).filter(
        (entry): entry is [QueueCountKey, number] => entry[1] !== null,
      )
    : [];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('home.welcome', { username: me.username })}</Typography.Title>
      </div>
      {me.recoveryCodesLeft < LOW_RECOVERY_CODES ? (
        <Alert
          type="warning"
          showIcon
          className="page-alert"
          title={t('home.lowRecoveryCodes', { count: me.recoveryCodesLeft })}
          action={<Link to={PATHS.account}>{t('menu.account')}</Link>}
        />
      ) : null}
      <Typography.Title level={4}>{t('home.queues')}</Typography.Title>
      {counts.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {counts.error && !counts.data ? (
        <LoadError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : null}
      {counts.data && queues.length === 0 ? <Empty description={t('home.noQueues')} /> : null}
      <Row gutter={[16, 16]} className="queue-cards">
        {queues.map(([queue, count]) => (
          <Col key={queue} xs={24} sm={12} lg={8} xxl={6}>
            <QueueCard queue={queue} count={count} />
          </Col>
        ))}
      </Row>
      <Card
        title={t('home.permissions')}
        extra={
          <span>
            {t('home.yourRole')}: <Tag color="blue">{t(`roles.${me.role}`)}</Tag>
          </span>
        }
      >
        <List
          size="small"
          grid={{ gutter: 24, xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }}
          dataSource={me.permissions}
          renderItem={(permission) => (
            <List.Item>
              <List.Item.Meta
                title={<Typography.Text code>{permission}</Typography.Text>}
                description={PERMISSIONS[permission]}
              />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
