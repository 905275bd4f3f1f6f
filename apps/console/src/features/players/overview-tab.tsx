import type * as ops from '@fairplay/contract/operator';
import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerNotes } from './player-notes.tsx';
import { TagsEditor } from './tags-editor.tsx';

/** The player at a glance: profile and sign-in, referral, money totals and state; tags and notes. */
export function OverviewTab({ player }: { player: ops.TPlayerSummary }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const none = t('common.none');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('players.overview.profile')} size="small">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('players.overview.publicId')}>
              <span className="mono">{player.publicId}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('players.mobile')}>{player.mobile ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('players.overview.email')}>{player.email ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('players.overview.google')}>
              {yesNo(player.hasGoogle)}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.overview.guest')}>{yesNo(player.isGuest)}</Descriptions.Item>
            <Descriptions.Item label={t('players.overview.channel')}>
              {player.regChannel ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.sessions.device')}>
              {player.deviceNumber ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.registered')}>
              {format.instant(player.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.lastLogin')}>
              {format.instant(player.lastLoginAt) ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.overview.lastOnline')}>
              {format.instant(player.lastOnlineAt) ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.overview.activeSessions')}>
              {player.activeSessions}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('players.overview.money')} size="small" className="overview-card">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('players.overview.deposited')}>
              {t('players.overview.totalOf', {
                amount: format.money(player.totals.deposited),
                count: player.totals.depositCount,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.overview.withdrawn')}>
              {t('players.overview.totalOf', {
                amount: format.money(player.totals.withdrawn),
                count: player.totals.withdrawalCount,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.overview.vipExp')}>
              {t('players.overview.vipLevelExp', {
                level: player.vip.level,
                exp: format.money(player.vip.exp),
              })}
            </Descriptions.Item>
            {player.lockedAt ? (
              <Descriptions.Item label={t('players.overview.locked')}>
                {t('players.overview.lockedBy', {
                  by: player.lockedBy ?? none,
                  time: format.instant(player.lockedAt),
                  reason: player.lockReason ?? none,
                })}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </Card>
        <Card title={t('players.overview.referral')} size="small" className="overview-card">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('players.overview.inviter')}>
              {player.inviter ? (
                <Link to={playerPath(player.inviter.userId)}>
                  {player.inviter.nickname} ({player.inviter.userId})
                </Link>
              ) : (
                t('players.overview.noInviter')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('players.overview.teamSize')}>{player.teamSize}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('players.tags.title')} size="small">
          <TagsEditor userId={player.userId} tags={player.tags} />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title={t('players.notes.title')} size="small">
          <PlayerNotes userId={player.userId} />
        </Card>
      </Col>
    </Row>
  );
}
