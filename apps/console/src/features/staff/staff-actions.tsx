import { DownOutlined, KeyOutlined, StopOutlined, SwapOutlined, UnlockOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { App, Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';

/**
 * What staff.manage may do to another staff member, in one menu: change their role, disable or
 * enable them, reset their second factor. Each asks for confirmation, then for a fresh second
 * factor when the session has none (step-up); refusals (the last super-admin, a role above one's
 * own) show as messages.
 */
export function StaffActions({
  member,
  isSelf,
  onChangeRole,
}: {
  member: ops.TStaffMember;
  isSelf: boolean;
  onChangeRole: (member: ops.TStaffMember) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const onError = (error: Error) => void message.error(errorMessage(error, t), 6);
  const setDisabled = useOperatorMutation(ops.setStaffDisabled, {
    invalidates: [ops.listStaff, ops.listRoles],
  });
  const reset = useOperatorMutation(ops.resetStaffSecondFactor, { invalidates: [ops.listStaff] });
  const username = member.username;

  if (isSelf) {
    return (
      <Tooltip title={t('staff.ownRow')}>
        <Button size="small" disabled>
          {t('staff.manage')} <DownOutlined />
        </Button>
      </Tooltip>
    );
  }

  const confirm = (content: string, isDanger: boolean, onOk: () => void) =>
    void modal.confirm({
      title: username,
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: isDanger },
      onOk,
    });
  const toggle = () =>
    setDisabled.mutate(
      { params: { id: member.staffId }, body: { disabled: !member.isDisabled } },
      {
        onSuccess: () =>
          void message.success(
            t(member.isDisabled ? 'staff.enabledDone' : 'staff.disabledDone', { username }),
          ),
        onError,
      },
    );
  const resetSecondFactor = () =>
    reset.mutate(
      { params: { id: member.staffId }, body: {} },
      { onSuccess: () => void message.success(t('staff.resetDone', { username })), onError },
    );

  const items: MenuProps['items'] = [
    { key: 'role', icon: <SwapOutlined />, label: t('staff.changeRole') },
    member.isDisabled
      ? { key: 'enable', icon: <UnlockOutlined />, label: t('staff.enable') }
      : { key: 'disable', icon: <StopOutlined />, label: t('staff.disable'), danger: true },
    { key: 'reset', icon: <KeyOutlined />, label: t('staff.resetSecondFactor') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'role') return onChangeRole(member);
    if (key === 'reset') return confirm(t('staff.resetConfirm', { username }), true, resetSecondFactor);
    return confirm(
      t(member.isDisabled ? 'staff.enableConfirm' : 'staff.disableConfirm', { username }),
      !member.isDisabled,
      toggle,
    );
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button size="small" loading={setDisabled.isPending || reset.isPending}>
        {t('staff.manage')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
