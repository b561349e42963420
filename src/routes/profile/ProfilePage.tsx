import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { LAYOUT_TEXTS, MESSAGES, PAGE_TITLES, PROFILE_TEXTS, type UserProfile } from '../../api/contract';
import { Avatar, Button, Card, Spinner, toast } from '../../design-system';
import { profileMachine } from '../../machines/profile.machine';
import { TitledPage } from '../layout/TitledPage';
import { useSession } from '../use-session';
import { EditProfileModal } from './EditProfileModal';
import * as styles from './profile.css';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value || '—'}</dd>
    </div>
  );
}

function ProfileCards({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  const fullName = `${profile.firstname} ${profile.lastname}`;
  const edit = (
    <Button variant="outline" size="sm" onClick={onEdit}>
      {PROFILE_TEXTS.edit}
    </Button>
  );
  return (
    <div className={styles.cards}>
      <Card>
        <div className={styles.identity}>
          <Avatar name={fullName} src={profile.avatar ?? undefined} size="lg" />
          <div className={styles.identityText}>
            <h2 className={styles.fullName}>{fullName}</h2>
            <p className={styles.role}>{profile.role}</p>
          </div>
          <div className={styles.identityEdit}>{edit}</div>
        </div>
      </Card>
      <Card title={PROFILE_TEXTS.personalInformation} actions={edit}>
        <dl className={styles.details}>
          <Detail label={PROFILE_TEXTS.firstName} value={profile.firstname} />
          <Detail label={PROFILE_TEXTS.lastName} value={profile.lastname} />
          <Detail label={PROFILE_TEXTS.email} value={profile.email} />
          <Detail label={PROFILE_TEXTS.phone} value={profile.phone} />
          <Detail label={PROFILE_TEXTS.bio} value={profile.bio} />
        </dl>
      </Card>
    </div>
  );
}

export function ProfilePage() {
  const session = useSession();
  const [state, send] = useMachine(profileMachine);
  const { profile } = state.context;

  // SPEC.md: a failed profile fetch signs the user out.
  useEffect(() => {
    if (!state.matches('failed')) return;
    toast.error(MESSAGES.failedFetchProfile);
    session.send({ type: 'session.logout' });
  }, [state, session]);

  return (
    <TitledPage title={PAGE_TITLES.profile}>
      {profile ? (
        <ProfileCards profile={profile} onEdit={() => send({ type: 'profile.edit' })} />
      ) : (
        <div className={styles.loading}>
          <Spinner label={LAYOUT_TEXTS.loading} />
        </div>
      )}
      {profile && (
        <EditProfileModal
          open={state.matches('editing')}
          profile={profile}
          onClose={() => send({ type: 'profile.close' })}
          onSaved={(saved) => {
            toast.success(MESSAGES.profileUpdated);
            session.send({ type: 'session.userChanged', user: saved });
            send({ type: 'profile.saved' });
          }}
        />
      )}
    </TitledPage>
  );
}
