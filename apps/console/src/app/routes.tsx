import {
  AuditOutlined,
  BankOutlined,
  DesktopOutlined,
  FileSearchOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type * as ops from '@fairplay/contract/operator';
import { type Permission, SIGNED_IN } from '@fairplay/contract/operator/permissions';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { Translation } from '../shared/i18n/locales/types.ts';
import { PATHS } from '../shared/paths.ts';

/** A queue GET /queues/counts counts (its badge shows on the page's menu entry and Home's card). */
export type QueueCountKey = keyof ops.OperatorResult<typeof ops.queueCounts>;

/**
 * One page of the console. A feature adds its page with one entry here: its path (shared/paths.ts),
 * the lazily loaded page module (default export), and, for the side menu, its label (menu.* in
 * en.ts), icon and queue count. The page opens only for staff whose role holds `permission`
 * (the server refuses the calls anyway); the menu hides what it would refuse.
 */
export interface ConsoleRoute {
  path: string;
  element: LazyExoticComponent<ComponentType>;
  /** Shown in the side menu under this label; absent: reached by links only. */
  menuLabelKey?: keyof Translation['menu'];
  icon?: ReactNode;
  permission: Permission | typeof SIGNED_IN;
  countKey?: QueueCountKey;
}

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  {
    path: PATHS.home,
    element: lazy(() => import('./home-page.tsx')),
    menuLabelKey: 'home',
    icon: <HomeOutlined />,
    permission: SIGNED_IN,
  },
  {
    path: PATHS.withdrawals,
    element: lazy(() => import('../features/withdrawals/withdrawals-page.tsx')),
    menuLabelKey: 'withdrawals',
    icon: <WalletOutlined />,
    permission: 'withdrawals.read',
    countKey: 'withdrawals',
  },
  {
    path: PATHS.adjustments,
    element: lazy(() => import('../features/adjustments/adjustments-page.tsx')),
    menuLabelKey: 'adjustments',
    icon: <TransactionOutlined />,
    permission: 'adjustments.request',
    countKey: 'adjustments',
  },
  {
    path: PATHS.players,
    element: lazy(() => import('../features/players/players-page.tsx')),
    menuLabelKey: 'players',
    icon: <IdcardOutlined />,
    permission: 'players.read',
  },
  {
    path: PATHS.player,
    element: lazy(() => import('../features/players/player-page.tsx')),
    permission: 'players.read',
  },
  {
    path: PATHS.deposits,
    element: lazy(() => import('../features/deposits/deposits-page.tsx')),
    menuLabelKey: 'deposits',
    icon: <BankOutlined />,
    permission: 'deposits.read',
    countKey: 'deposits',
  },
  {
    path: PATHS.depositStatement,
    element: lazy(() => import('../features/deposits/statement-page.tsx')),
    menuLabelKey: 'depositStatement',
    icon: <FileSearchOutlined />,
    permission: 'deposits.decide',
  },
  {
    path: PATHS.feedback,
    element: lazy(() => import('../features/feedback/feedback-page.tsx')),
    menuLabelKey: 'feedback',
    icon: <MessageOutlined />,
    permission: 'feedback.read',
    countKey: 'feedback',
  },
  {
    path: PATHS.rgCases,
    element: lazy(() => import('../features/rg-cases/rg-cases-page.tsx')),
    menuLabelKey: 'rgCases',
    icon: <HeartOutlined />,
    permission: 'protection.read',
    countKey: 'protection',
  },
  {
    path: PATHS.staff,
    element: lazy(() => import('../features/staff/staff-page.tsx')),
    menuLabelKey: 'staff',
    icon: <TeamOutlined />,
    permission: 'staff.read',
  },
  {
    path: PATHS.roles,
    element: lazy(() => import('../features/roles/roles-page.tsx')),
    menuLabelKey: 'roles',
    icon: <SafetyCertificateOutlined />,
    permission: 'staff.read',
  },
  {
    path: PATHS.sessions,
    element: lazy(() => import('../features/sessions/sessions-page.tsx')),
    menuLabelKey: 'sessions',
    icon: <DesktopOutlined />,
    permission: SIGNED_IN,
  },
  {
    path: PATHS.audit,
    element: lazy(() => import('../features/audit/audit-page.tsx')),
    menuLabelKey: 'audit',
    icon: <AuditOutlined />,
    permission: 'audit.read',
  },
  {
    path: PATHS.account,
    element: lazy(() => import('../features/account/account-page.tsx')),
    icon: <UserOutlined />,
    permission: SIGNED_IN,
  },
];
