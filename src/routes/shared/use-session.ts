import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SessionUser } from '../../api/contract';
import type { SessionActor } from '../../machines/session.machine';

export function useSession(): SessionActor {
  return useRouteContext({ from: '__root__', select: (context) => context.session });
}

/** The user stays as it was when the session ends: the page shows them until it goes. */
const keptWhenSignedOut = (previous: SessionUser | null, next: SessionUser | null) => next === null ? previous !== null : previous === next;

/** The signed-in user; only call inside guarded pages. While a sign-out leaves the page, the one who was signed in. */
export function useSessionUser() {
  const session = useSession();
  const user = useSelector(session, (snapshot) => snapshot.context.user, keptWhenSignedOut);
  if (!user) throw new Error('useSessionUser outside a guarded page');
  return user;
}
