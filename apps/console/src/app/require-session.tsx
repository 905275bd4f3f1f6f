import { Layout } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useHasToken } from '../shared/api/session-token.ts';
import { signInPathFrom } from '../shared/paths.ts';
import { useMeQuery } from '../shared/session/signed-in-staff.ts';
import { LoadError, PageSkeleton } from '../shared/ui/page-states.tsx';

/**
 * The signed-in part of the console: without a token, to the sign-in page (remembering this
 * page); with one, nothing renders until GET /me has said who is signed in, so every page below
 * may read the staff member, their permissions and region at once (useSignedInStaff).
 */
export function RequireSession() {
  const hasToken = useHasToken();
  const location = useLocation();
  const me = useMeQuery({ isEnabled: hasToken });
  if (!hasToken) return <Navigate to={signInPathFrom(location)} replace />;
  if (me.data) return <Outlet />;
  return (
    <Layout className="session-loading">
      {me.isPending ? (
        <PageSkeleton rows={10} />
      ) : (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      )}
    </Layout>
  );
}
