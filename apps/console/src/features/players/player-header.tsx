import type * as ops from '@fairplay/contract/operator';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { RequestAdjustmentButton } from '../adjustments/request-adjustment-button.tsx';
import { PlayerActions } from './player-actions.tsx';
import { PlayerStateTags } from './player-state-tags.tsx';

/**
 * The top of a player's page: who they are (nickname, id, VIP), what is closed or locked, the
 * actions staff may take (each hidden from roles without its permission; "Adjust balance" comes from
 * the adjustments feature), and their balances with what they still have to wager.
 */
export function PlayerHeader({ player }: { player: ops.TPlayerSummary }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const cards: { key: string; title: string; value: number }[] = [
    { key: 'cash', title: t('players.balances.cash'), value: player.balances.cash },
    { key: 'hold', title: t('players.balances.hold'), value: player.balances.hold },
    { key: 'bonus', title: t('players.balances.bonus'), value: player.balances.bonus },
    { key: 'referral', title: t('players.balances.referral'), value: player.balances.referral },
    { key: 'wager', title: t('players.balances.wagerRemaining'), value: player.wagerRemaining },
    {
      key: 'bonusWager',
      title: t('players.balances.bonusWagerRemaining'),
      value: player.bonusWagerRemaining,
    },
  ];
  return (
    <>
      <div className="page-heading">
        <Space orientation="vertical" size={4}>
          <Space size={12} wrap align="center">
            <Typography.Title level={2}>{player.nickname}</Typography.Title>
            <PlayerStateTags
              isGuest={player.isGuest}
              isLocked={player.lockedAt !== null}
              depositClosed={player.depositClosed}
              isWithdrawalFrozen={player.isWithdrawalFrozen}
            />
          </Space>
          <Typography.Text type="secondary">
            {t('players.headerLine', { userId: player.userId, level: player.vip.level })}
          </Typography.Text>
          {player.lockedAt ? (
            <Typography.Text type="danger">
              {t('players.lockedLine', { by: player.lockedBy ?? '', reason: player.lockReason ?? '' })}
            </Typography.Text>
          ) : null}
        </Space>
        <Space wrap className="player-actions">
          <PlayerActions player={player} />
          {/* The adjustments feature's action on this player (it checks adjustments.request itself). */}
          <RequestAdjustmentButton userId={player.userId} nickname={player.nickname} />
        </Space>
      </div>
      <Row gutter={[12, 12]} className="balance-cards">
        {cards.map((card) => (
          <Col key={card.key} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                title={card.title}
                value={card.value}
                formatter={(value) => format.money(Number(value))}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
