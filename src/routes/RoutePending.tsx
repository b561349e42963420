import { LAYOUT_TEXTS } from '../api/contract';
import { FullPageSpinner } from '../design-system';
import { useT } from '../i18n';

export function RoutePending() {
  const t = useT();
  return <FullPageSpinner label={t(LAYOUT_TEXTS.loading)} />;
}
