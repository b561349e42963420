import { createContext, useContext, type ComponentType } from 'react';
import type { Event } from '../../api/contract';

/**
 * What a screen shows of another area: the dashboard shows the company's artwork checklist and the
 * review queue, the event page its artwork requirements, approval flow, review queue and completeness matrix. An area never imports
 * another: it takes these from here, and the app's route for the page gives them
 * (src/routes/DashboardRoute.tsx, EventDetailsRoute.tsx), in the page's chunk or in chunks of their own.
 */
export interface Sections {
  ArtworkChecklist: ComponentType<{ onChanged: () => void }>;
  ReviewQueue: ComponentType<{ eventId?: number; oldest?: number }>;
  RequirementsSection: ComponentType<{ event: Event }>;
  MatrixSection: ComponentType<{ event: Event }>;
  ApprovalFlowSection: ComponentType<{ event: Event }>;
}

const SectionsContext = createContext<Partial<Sections>>({});

export const SectionsProvider = SectionsContext.Provider;

/** The section of another area the app gave this page. */
export function useSection<Name extends keyof Sections>(name: Name): Sections[Name] {
  const section = useContext(SectionsContext)[name];
  if (!section) throw new Error(`The page's route gives no ${name}`);
  return section;
}
