import { AppLayout } from './layout/AppLayout';
import { SearchLauncher } from './search/SearchLauncher';

/** Every guarded page: the layout, with the search in its header. */
export function AppShell() {
  return <AppLayout search={<SearchLauncher />} />;
}
