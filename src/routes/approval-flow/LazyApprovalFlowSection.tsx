import { lazy, Suspense } from 'react';
import { APPROVAL_FLOW_EDITOR_TEXTS, type Event } from '../../api/contract';
import { Spinner } from '../../design-system';
import { useT } from '../../i18n';

const ApprovalFlowSection = lazy(() => import('./ApprovalFlowSection').then((module) => ({ default: module.ApprovalFlowSection })));

/** The approval flow editor, a chunk of its own: the event's page shows before it has loaded. */
export function LazyApprovalFlowSection({ event }: { event: Event }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t(APPROVAL_FLOW_EDITOR_TEXTS.loading)} />}>
      <ApprovalFlowSection event={event} />
    </Suspense>
  );
}
