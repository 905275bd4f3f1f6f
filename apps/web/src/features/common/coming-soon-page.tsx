import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SubLayout, TabLayout } from '../../shared/layouts/page-layouts.tsx';
import { isTabPath } from '../../shared/routes.ts';

/** Shown by pages whose issue has not landed yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Layout = isTabPath(pathname) ? TabLayout : SubLayout;
  return (
    <Layout>
      <div className="fp-center">
        <strong style={{ fontSize: 18 }}>{t('common.comingSoon')}</strong>
        <span className="fp-muted">{t('common.comingSoonBody')}</span>
      </div>
    </Layout>
  );
}
