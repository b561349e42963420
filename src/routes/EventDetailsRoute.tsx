import { lazy } from 'react';
import { LazyApprovalFlowSection } from './approval-flow/LazyApprovalFlowSection';
import { RequirementsSection } from './artwork/RequirementsSection';
import { EventDetailsPage } from './events/EventDetailsPage';
import { LazyMatrixSection } from './matrix/LazyMatrixSection';
import { SectionsProvider, type Sections } from './shared/sections';

/** The event page's sections of other areas: its artwork requirements in the page's chunk; the approval flow editor, the review queue and the completeness matrix each a chunk of its own. */
export const eventDetailsSections: Pick<Sections, 'RequirementsSection' | 'ReviewQueue' | 'MatrixSection' | 'ApprovalFlowSection'> = {
  RequirementsSection,
  /** The approval flow editor (its own chunk, with a spinner until it arrives). */
  ApprovalFlowSection: LazyApprovalFlowSection,
  /** The completeness matrix (its own chunk, with a spinner until it arrives). */
  MatrixSection: LazyMatrixSection,
  /** The event's artwork awaiting review; shared with the dashboard. */
  ReviewQueue: lazy(() => import('./review/ReviewQueue').then((module) => ({ default: module.ReviewQueue }))),
};

export function EventDetailsRoute() {
  return (
    <SectionsProvider value={eventDetailsSections}>
      <EventDetailsPage />
    </SectionsProvider>
  );
}
