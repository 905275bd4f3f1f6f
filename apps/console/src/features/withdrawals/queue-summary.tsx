import * as ops from '@fairplay/contract/operator';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { LoadError } from '../../shared/ui/page-states.tsx';

/** "2 h 5 min", "14 min", "40 s": how long the queue keeps players waiting. */
function useWaitText() {
  const { t } = useTranslation();
  return (seconds: number): string => {
    if (seconds < 60) return t('withdrawals.waitSeconds', { seconds });
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t('withdrawals.waitMinutes', { minutes });
    return t('withdrawals.waitHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

/** The queue's header: what waits and how much, what is held, what waits for a second person, the average wait. */
export function QueueSummary() {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const waitText = useWaitText();
  const summary = useOperatorQuery(ops.withdrawalQueueSummary, undefined, { refetchInterval: 30_000 });
  if (summary.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!summary.data) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const { pending, held, awaitingSecondApproval, averageWaitSeconds, fourEyesAbove } = summary.data;
  const cards = [
    { key: 'pending', title: t('withdrawals.summaryPending'), ...pending },
    { key: 'held', title: t('withdrawals.summaryHeld'), ...held },
    { key: 'second', title: t('withdrawals.summarySecond'), ...awaitingSecondApproval },
  ];
  return (
    <Row gutter={[16, 16]} className="queue-summary">
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card size="small">
            <Statistic title={card.title} value={card.count} />
            <Typography.Text type="secondary">{format.money(card.amount)}</Typography.Text>
          </Card>
        </Col>
      ))}
      <Col xs={24} sm={12} xl={6}>
        <Card size="small">
          <Statistic title={t('withdrawals.summaryWait')} value={waitText(averageWaitSeconds)} />
          <Typography.Text type="secondary">
            {t('withdrawals.fourEyesAbove', { amount: format.money(fourEyesAbove) })}
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
