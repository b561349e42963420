import { PAGE_TITLES } from '../../api/contract';
import { TitledPage } from '../shared/TitledPage';
import { ReviewQueue } from './ReviewQueue';

/** The reviewer's whole queue: every submission awaiting a decision on the events they may change, oldest first. */
export function ReviewQueuePage() {
  return (
    <TitledPage title={PAGE_TITLES.reviewQueue}>
      <ReviewQueue />
    </TitledPage>
  );
}
