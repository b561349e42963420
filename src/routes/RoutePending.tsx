import { LAYOUT_TEXTS } from '../api/contract';
import { FullPageSpinner } from '../design-system';

export function RoutePending() {
  return <FullPageSpinner label={LAYOUT_TEXTS.loading} />;
}
