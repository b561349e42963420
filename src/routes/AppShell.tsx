import { AppLayout } from './layout/AppLayout';
import { SearchLauncher } from './search/SearchLauncher';
import { sections } from './sections';
import { SectionsProvider } from './shared/sections';

/** Every guarded page: the layout with the search in its header, and the sections screens show of other areas. */
export function AppShell() {
  return (
    <SectionsProvider value={sections}>
      <AppLayout search={<SearchLauncher />} />
    </SectionsProvider>
  );
}
