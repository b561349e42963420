import { fetchArtworkFile } from '../../api/artwork';
import { ARTWORK_TEXTS, type Requirement } from '../../api/contract';
import { toast } from '../../design-system';
import { saveFile } from '../shared/save-file';
import { t } from '../../i18n';
import * as styles from './requirements.css';

/** Fetches a file the server keeps behind the session and hands it to the browser as a download. */
export const downloadArtworkFile = (url: string, name: string) =>
  fetchArtworkFile(url).then(
    ({ blob, filename }) => saveFile(blob, filename ?? name),
    () => toast.error(t(ARTWORK_TEXTS.downloadFailed)),
  );

/** A requirement's template, named, downloaded with the session (a plain link could not send the token). */
export function TemplateLink({ template }: { template: NonNullable<Requirement['template']> }) {
  return (
    <button type="button" className={styles.linkButton} onClick={() => void downloadArtworkFile(template.url, template.name)}>
      {template.name}
    </button>
  );
}
