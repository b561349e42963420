import { lazy } from 'react';
import { DashboardPage } from './dashboard/DashboardPage';
import { SectionsProvider, type Sections } from './shared/sections';

/** The dashboard's sections of other areas, each a chunk of its own fetched when first shown. */
export const dashboardSections: Pick<Sections, 'ArtworkChecklist' | 'ReviewQueue'> = {
  /** The company's artwork checklist and its uploads (tus among them). */
  ArtworkChecklist: lazy(() => import('./artwork/ArtworkChecklist').then((module) => ({ default: module.ArtworkChecklist }))),
  /** Artwork awaiting review across the reviewer's events; shared with the event page. */
  ReviewQueue: lazy(() => import('./review/ReviewQueue').then((module) => ({ default: module.ReviewQueue }))),
};

export function DashboardRoute() {
  return (
    <SectionsProvider value={dashboardSections}>
      <DashboardPage />
    </SectionsProvider>
  );
}
