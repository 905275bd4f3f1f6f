import {
  LockOutlined,
  LogoutOutlined,
  StopOutlined,
  UnlockOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { useAllows } from '../../shared/session/signed-in-staff.ts';
import { LockPlayerModal } from './lock-player-modal.tsx';

/**
 * What players.control may do to a player, each after a confirmation: close or reopen their
 * deposits, lock (with a reason) or unlock the account, end every session. Hidden from other roles.
 */
export function PlayerActions({ player }: { player: ops.TPlayerSummary }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canControl = useAllows()('players.control');
  const [isLocking, setLocking] = useState(false);
  const reads = [ops.playerSummary, ops.playerSessions];
  const deposits = useOperatorMutation(ops.setPlayerDepositClosed, { invalidates: reads });
  const unlock = useOperatorMutation(ops.setPlayerLocked, { invalidates: reads });
  const revoke = useOperatorMutation(ops.revokePlayerSessions, { invalidates: reads });
  if (!canControl) return null;

  const onError = (error: Error) => void message.error(errorMessage(error, t), 6);
  const { userId, nickname } = player;
  const isLocked = player.lockedAt !== null;

  return (
    <>
      <Popconfirm
        title={t(
          player.depositClosed
            ? 'players.actions.openDepositsConfirm'
            : 'players.actions.closeDepositsConfirm',
          {
            nickname,
          },
        )}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          deposits.mutate(
            { params: { userId }, body: { closed: !player.depositClosed } },
            {
              onSuccess: (result) =>
                void message.success(
                  t(
                    result.depositClosed
                      ? 'players.actions.depositsClosed'
                      : 'players.actions.depositsOpened',
                  ),
                ),
              onError,
            },
          )
        }
      >
        <Button
          icon={player.depositClosed ? <WalletOutlined /> : <StopOutlined />}
          loading={deposits.isPending}
        >
          {t(player.depositClosed ? 'players.actions.openDeposits' : 'players.actions.closeDeposits')}
        </Button>
      </Popconfirm>
      {isLocked ? (
        <Popconfirm
          title={t('players.actions.unlockConfirm', { nickname })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            unlock.mutate(
              { params: { userId }, body: { locked: false } },
              { onSuccess: () => void message.success(t('players.actions.unlocked')), onError },
            )
          }
        >
          <Button icon={<UnlockOutlined />} loading={unlock.isPending}>
            {t('players.actions.unlock')}
          </Button>
        </Popconfirm>
      ) : (
        <Button danger icon={<LockOutlined />} onClick={() => setLocking(true)}>
          {t('players.actions.lock')}
        </Button>
      )}
      <Popconfirm
        title={t('players.actions.endSessionsConfirm', { nickname })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          revoke.mutate(
            { params: { userId }, body: {} },
            {
              onSuccess: (result) =>
                void message.success(t('players.actions.sessionsEnded', { count: result.sessionsEnded })),
              onError,
            },
          )
        }
      >
        <Button icon={<LogoutOutlined />} loading={revoke.isPending}>
          {t('players.actions.endSessions')}
        </Button>
      </Popconfirm>
      <LockPlayerModal
        player={player}
        isOpen={isLocking}
        onClose={() => setLocking(false)}
        onLocked={(count) => {
          setLocking(false);
          void message.success(t('players.actions.locked', { count }));
        }}
      />
    </>
  );
}
