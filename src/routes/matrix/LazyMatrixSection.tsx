import { lazy, Suspense } from 'react';
import { MATRIX_TEXTS, type Event } from '../../api/contract';
import { Spinner } from '../../design-system';

const MatrixSection = lazy(() => import('./MatrixSection').then((module) => ({ default: module.MatrixSection })));

/** The completeness matrix, a chunk of its own: the event's page shows before it has loaded. */
export function LazyMatrixSection({ event }: { event: Event }) {
  return (
    <Suspense fallback={<Spinner label={MATRIX_TEXTS.loading} />}>
      <MatrixSection event={event} />
    </Suspense>
  );
}
