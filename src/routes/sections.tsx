import { lazy } from 'react';
import type { Sections } from './shared/sections';

/** The sections screens show of other areas (see shared/sections.tsx), each loaded when first shown. */
export const sections: Sections = {
  /** The company's artwork checklist and its uploads (tus among them). */
  ArtworkChecklist: lazy(() => import('./artwork/ArtworkChecklist').then((module) => ({ default: module.ArtworkChecklist }))),
  /** Artwork awaiting review, across the reviewer's events or of one event. */
  ReviewQueue: lazy(() => import('./review/ReviewQueue').then((module) => ({ default: module.ReviewQueue }))),
  /** What an event asks of its exhibitors. */
  RequirementsSection: lazy(() => import('./artwork/RequirementsSection').then((module) => ({ default: module.RequirementsSection }))),
};
