import { lazy, Suspense } from 'react';
import { MATRIX_TEXTS, type Event } from '../../api/contract';
import { Spinner } from '../../design-system';
import { useT } from '../../i18n';

const MatrixSection = lazy(() => import('./MatrixSection').then((module) => ({ default: module.MatrixSection })));

/** The completeness matrix, a chunk of its own: the event's page shows before it has loaded. */
export function LazyMatrixSection({ event }: { event: Event }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t(MATRIX_TEXTS.loading)} />}>
      <MatrixSection event={event} />
    </Suspense>
  );
}
