import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../shared/paths.ts';
import { signOut } from '../shared/session/sign-out.ts';
import { useSignedInStaff } from '../shared/session/signed-in-staff.ts';

/** The signed-in staff member in the header: who and in which role, with My account and Sign out. */
export function StaffMenu() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onClick = async ({ key }: { key: string }) => {
    if (key === 'account') return void navigate(PATHS.account);
    await signOut(queryClient);
    await navigate(PATHS.login, { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        onClick: (info) => void onClick(info),
        items: [
          { key: 'account', icon: <UserOutlined />, label: t('layout.myAccount') },
          { type: 'divider' },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('layout.signOut'), danger: true },
        ],
      }}
    >
      <Button
        type="text"
        className="staff-menu-button"
        aria-label={t('layout.signedInAs', { username: me.username })}
      >
        <Space size={8}>
          <Avatar size="small" icon={<UserOutlined />} />
          <span className="staff-menu-name">{me.username}</span>
          <Tag className="staff-menu-role">{t(`roles.${me.role}`)}</Tag>
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}
