import { lazy, Suspense } from 'react';
import { useBreakSessionStore } from '../shared/store/break-session-store.ts';

const BreakScreenContent = lazy(() => import('./break-screen-content.tsx'));

/** The break screen over any page once a sign-in was refused for a break; loaded only then. */
export function BreakScreen() {
  const refused = useBreakSessionStore((state) => state.refused);
  if (!refused) return null;
  return (
    <Suspense fallback={null}>
      <BreakScreenContent key={refused.session.sign} refused={refused} />
    </Suspense>
  );
}
