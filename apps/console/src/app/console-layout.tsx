import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PATHS } from '../shared/paths.ts';
import { PageSkeleton } from '../shared/ui/page-states.tsx';
import { SideMenu } from './side-menu.tsx';
import { StaffMenu } from './staff-menu.tsx';
import { StepUpIndicator } from './step-up-indicator.tsx';

/**
 * The signed-in frame: the side menu (collapsed below 1200 px, so a tablet keeps its width for
 * tables; the staff member may open it), the header with who is signed in, and the page.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const [isCollapsed, setCollapsed] = useState(false);

  return (
    <Layout className="console-layout">
      <Layout.Sider
        collapsible
        collapsed={isCollapsed}
        onCollapse={setCollapsed}
        breakpoint="xl"
        trigger={null}
        width={224}
        className="console-sider"
      >
        <Link to={PATHS.home} className="console-brand">
          {isCollapsed ? t('app.shortName') : t('app.name')}
        </Link>
        <SideMenu isCollapsed={isCollapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Button
            type="text"
            icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((value) => !value)}
            aria-label={isCollapsed ? t('layout.expand') : t('layout.collapse')}
          />
          <Space size={12} className="console-header-right">
            <StepUpIndicator />
            <StaffMenu />
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
