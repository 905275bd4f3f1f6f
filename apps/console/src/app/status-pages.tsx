import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { PATHS } from '../shared/paths.ts';

/** A page the role may not open (the menu hides it; a typed or shared link still lands here). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('pages.forbiddenTitle')}
      subTitle={t('pages.forbidden')}
      extra={
        <Link to={PATHS.home}>
          <Button type="primary">{t('pages.backHome')}</Button>
        </Link>
      }
    />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('pages.notFoundTitle')}
      subTitle={t('pages.notFound')}
      extra={
        <Link to={PATHS.home}>
          <Button type="primary">{t('pages.backHome')}</Button>
        </Link>
      }
    />
  );
}

/**
 * A page that failed to render or load (most often its chunk after a new release: the old file
 * is gone). Reloading fetches the new release.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Result
      status="error"
      title={t('pages.brokenTitle')}
      subTitle={error instanceof Error ? error.message : String(error)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('pages.reload')}
        </Button>
      }
    />
  );
}
