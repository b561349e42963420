import { PAGE_TITLES } from '../../api/contract';
import { useT } from '../../i18n';
import { TitledPage } from '../shared/TitledPage';
import { ReviewQueue } from './ReviewQueue';

/** The reviewer's whole queue: every submission awaiting a decision on the events they may change, oldest first. */
export function ReviewQueuePage() {
  const t = useT();
  return (
    <TitledPage title={t(PAGE_TITLES.reviewQueue)}>
      <ReviewQueue />
    </TitledPage>
  );
}
