import * as ops from '@fairplay/contract/operator';
import { allows, type RouteAccess } from '@fairplay/contract/operator/permissions';
import { useQuery } from '@tanstack/react-query';
import { callOperator } from '../api/client.ts';
import { operatorQueryKey } from '../api/operator-query.ts';

export type TSignedInStaff = ops.OperatorResult<typeof ops.operatorMe>;

/** GET /me: the signed-in staff member, their permissions, step-up window and region. */
export function useMeQuery({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    enabled: isEnabled,
    queryKey: operatorQueryKey(ops.operatorMe),
    queryFn: () => callOperator(ops.operatorMe),
    // Permissions change rarely and the server enforces them anyway: a minute is fresh enough.
    staleTime: 60_000,
  });
}

/** The signed-in staff member; only below RequireSession, which renders nothing until /me answered. */
export function useSignedInStaff(): TSignedInStaff {
  const { data } = useMeQuery();
  if (!data) throw new Error('useSignedInStaff outside RequireSession');
  return data;
}

/** Whether the signed-in staff member may open what needs this access (the server refuses anyway). */
export function useAllows(): (access: RouteAccess) => boolean {
  const me = useSignedInStaff();
  return (access) => allows(me.permissions, access);
}
