import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SessionActor } from '../machines/session.machine';

export function useSession(): SessionActor {
  return useRouteContext({ from: '__root__', select: (context) => context.session });
}

/** The signed-in user; only call inside guarded pages. */
export function useSessionUser() {
  const session = useSession();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  if (!user) throw new Error('useSessionUser outside a guarded page');
  return user;
}
