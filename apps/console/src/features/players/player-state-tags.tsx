import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What is closed, locked or frozen on a player, as tags; "Active" when nothing is. */
export function PlayerStateTags({
  isGuest,
  isLocked,
  depositClosed,
  isWithdrawalFrozen,
}: {
  isGuest: boolean;
  isLocked: boolean;
  depositClosed: boolean;
  isWithdrawalFrozen: boolean;
}) {
  const { t } = useTranslation();
  const tags = [
    isLocked ? (
      <Tag key="locked" color="red">
        {t('players.states.locked')}
      </Tag>
    ) : null,
    depositClosed ? (
      <Tag key="deposits" color="orange">
        {t('players.states.depositClosed')}
      </Tag>
    ) : null,
    isWithdrawalFrozen ? (
      <Tag key="frozen" color="volcano">
        {t('players.states.withdrawalFrozen')}
      </Tag>
    ) : null,
    isGuest ? <Tag key="guest">{t('players.states.guest')}</Tag> : null,
  ].filter(Boolean);
  if (!isLocked && !depositClosed && !isWithdrawalFrozen) {
    tags.unshift(
      <Tag key="active" color="green">
        {t('players.states.active')}
      </Tag>,
    );
  }
  return (
    <Space size={4} wrap>
      {tags}
    </Space>
  );
}
