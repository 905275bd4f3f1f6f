import { allows } from '@fairplay/contract/operator/permissions';
import { Badge, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSignedInStaff } from '../shared/session/signed-in-staff.ts';
import { CONSOLE_ROUTES } from './routes.tsx';
import { useQueueCounts } from './use-queue-counts.ts';

/** The route a path belongs to: the longest registered path it starts with ("/staff/12" -> "/staff"). */
function selectedPath(pathname: string): string {
  const matches = CONSOLE_ROUTES.filter(
    (route) => pathname === route.path || (route.path !== '/' && pathname.startsWith(`${route.path}/`)),
  );
  return matches.sort((left, right) => right.path.length - left.path.length)[0]?.path ?? '';
}

/** The side menu: the registered pages the role may open, queues with what waits in them. */
export function SideMenu({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const navigate = useNavigate();
  const location = useLocation();
  const counts = useQueueCounts().data;

  const items: MenuProps['items'] = CONSOLE_ROUTES.filter(
    (route) => route.menuLabelKey && allows(me.permissions, route.permission),
  ).map((route) => {
    const count = route.countKey ? (counts?.[route.countKey] ?? 0) : 0;
    const label = t(`menu.${route.menuLabelKey!}`);
    return {
      key: route.path,
      icon: isCollapsed && count > 0 ? <Badge dot>{route.icon}</Badge> : route.icon,
      label: (
        <span className="menu-label">
          <span>{label}</span>
          {count > 0 ? <Badge count={count} overflowCount={999} size="small" /> : null}
        </span>
      ),
      title: count > 0 ? `${label} (${count})` : label,
    };
  });

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selectedPath(location.pathname)]}
      onClick={({ key }) => void navigate(key)}
    />
  );
}
