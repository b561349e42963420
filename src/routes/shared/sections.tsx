import { createContext, useContext, type ComponentType } from 'react';
import type { Event } from '../../api/contract';

/**
 * What a screen shows of another area: the dashboard shows the company's artwork checklist and the
 * review queue, the event page its artwork requirements and review queue. An area never imports
 * another: it takes these from here, and the app fills them (src/routes/sections.tsx), each a chunk
 * of its own that the screen waits for in a Suspense.
 */
export interface Sections {
  ArtworkChecklist: ComponentType<{ onChanged: () => void }>;
  ReviewQueue: ComponentType<{ eventId?: number; oldest?: number }>;
  RequirementsSection: ComponentType<{ event: Event }>;
}

const SectionsContext = createContext<Sections | null>(null);

export const SectionsProvider = SectionsContext.Provider;

export function useSections(): Sections {
  const sections = useContext(SectionsContext);
  if (!sections) throw new Error('useSections outside the app’s SectionsProvider');
  return sections;
}
