import { DesktopOutlined, LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../shared/paths.ts';
import { signOut } from '../../shared/session/sign-out.ts';
import { useSignedInStaff } from '../../shared/session/signed-in-staff.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { RecoveryCodesCard } from './recovery-codes-card.tsx';

/** My account (/console/account): who am I, change my password, new recovery codes, my sessions, sign out. */
export default function AccountPage() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('account.title')}</Typography.Title>
        <Button
          danger
          icon={<LogoutOutlined />}
          onClick={async () => {
            await signOut(queryClient);
            await navigate(PATHS.login, { replace: true });
          }}
        >
          {t('layout.signOut')}
        </Button>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" size={16} className="full-width">
            <Card title={t('account.profile')}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'username', label: t('account.username'), children: me.username },
                  {
                    key: 'role',
                    label: t('account.role'),
                    children: <Tag color="blue">{t(`roles.${me.role}`)}</Tag>,
                  },
                ]}
              />
            </Card>
            <RecoveryCodesCard />
            <Card title={t('account.sessions')}>
              <Typography.Paragraph>{t('account.sessionsIntro')}</Typography.Paragraph>
              <Link to={PATHS.sessions}>
                <Button icon={<DesktopOutlined />}>{t('account.openSessions')}</Button>
              </Link>
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <ChangePasswordCard />
        </Col>
      </Row>
    </div>
  );
}
