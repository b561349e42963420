import { can } from '../api/contract';
import { AppLayout } from './layout/AppLayout';
import { SearchLauncher } from './search/SearchLauncher';
import { useSessionUser } from './shared/use-session';

/** Every guarded page: the layout, with the search in its header for the roles that search (a guest reviewer does not). */
export function AppShell() {
  const { role } = useSessionUser();
  return <AppLayout search={can(role, 'search') ? <SearchLauncher /> : undefined} />;
}
