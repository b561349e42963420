import { useEffect, useState } from 'react';
import { recheckVersion, getVersionCheck } from '../../api/artwork';
import { messageOf } from '../../api/client';
import { ARTWORK_TEXTS, can, checkRuns, outcomeOf, pageBeingChecked, type ArtworkVersion, type Role, type VersionCheck } from '../../api/contract';
import { Button, FormError, ProgressBar, Stack, StatusMessage } from '../../design-system';
import { PreflightFindings } from '../shared/PreflightFindings';
import { useT } from '../../i18n';

/** How often a check staff ran again is read while it runs. */
const CHECK_POLL_MS = 1_000;

/**
 * A reviewed version's file check, and for staff the button that runs it again against the
 * requirement's rules as they are now: its progress is followed page by page, and its new report
 * takes the old one's place here (and on the server) once done.
 */
export function ReviewFileCheck({ version, role }: { version: ArtworkVersion; role: Role | undefined }) {
  const t = useT();
  const [check, setCheck] = useState<VersionCheck | null>(version.check.state === 'done' ? null : { ...version.check, findings: version.preflight.findings });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const following = checkRuns(check);

  useEffect(() => {
    if (!following) return;
    const timer = setTimeout(() => {
      getVersionCheck(version.id).then(setCheck, () => setCheck((current) => (current ? { ...current } : current)));
    }, CHECK_POLL_MS);
    return () => clearTimeout(timer);
  }, [following, check, version.id]);

  const start = () => {
    setStarting(true);
    setError(null);
    recheckVersion(version.id)
      .then(setCheck, (failure: unknown) => setError(messageOf(failure, ARTWORK_TEXTS.recheckFailed)))
      .finally(() => setStarting(false));
  };

  const findings = check ? check.findings : version.preflight.findings;
  return (
    <Stack gap={3}>
      <PreflightFindings report={{ outcome: check ? outcomeOf(check.findings) : version.preflight.outcome, findings }} headingLevel="h3" running={following} />
      {following && check && (
        <>
          <StatusMessage tone="info">{t(ARTWORK_TEXTS.recheckStarted)}</StatusMessage>
          {check.pagesTotal !== null && (
            <ProgressBar
              label={t(ARTWORK_TEXTS.checkingPageOf, { page: pageBeingChecked(check), total: check.pagesTotal })}
              value={check.pagesDone}
              max={check.pagesTotal}
              valueText={t(ARTWORK_TEXTS.pagesCheckedOf, { done: check.pagesDone, total: check.pagesTotal })}
            />
          )}
        </>
      )}
      {check?.state === 'failed' && <FormError>{t(ARTWORK_TEXTS.recheckFailed)}</FormError>}
      {error && <FormError>{t(error)}</FormError>}
      {can(role, 'recheckArtwork') && (
        <div>
          <Button variant="outline" size="sm" loading={starting} disabled={following} onClick={start}>
            {t(starting ? ARTWORK_TEXTS.rechecking : ARTWORK_TEXTS.recheck)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
