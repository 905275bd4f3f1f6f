import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <SubLayout title={t('route.home')}>
      <div className="fp-center">
        <strong>{t('errors.pageNotFound', { url: pathname })}</strong>
        <AppLink to={PATHS.home} className="fp-button">
          {t('route.home')}
        </AppLink>
      </div>
    </SubLayout>
  );
}
