import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { LAYOUT_TEXTS, MESSAGES, PAGE_TITLES, PROFILE_TEXTS, roleLabel, type UserProfile } from '../../api/contract';
import { Button, Card, DescriptionList, IdentityHeader, Spinner, Stack, toast } from '../../design-system';
import { profileMachine } from '../../machines/profile.machine';
import { TitledPage } from '../shared/TitledPage';
import { useSession } from '../shared/use-session';
import { EditProfileModal } from './EditProfileModal';
import * as styles from './profile.css';

function ProfileCards({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  const fullName = `${profile.firstname} ${profile.lastname}`;
  const edit = (
    <Button variant="outline" size="sm" onClick={onEdit}>
      {PROFILE_TEXTS.edit}
    </Button>
  );
  return (
    <Stack gap={6}>
      <Card>
        <IdentityHeader name={fullName} avatarSrc={profile.avatar} subtitle={roleLabel(profile.role)} actions={edit} />
      </Card>
      <Card title={PROFILE_TEXTS.personalInformation} actions={edit}>
        <DescriptionList
          emptyValue={LAYOUT_TEXTS.emptyValue}
          items={[
            { key: 'firstname', label: PROFILE_TEXTS.firstName, value: profile.firstname },
            { key: 'lastname', label: PROFILE_TEXTS.lastName, value: profile.lastname },
            { key: 'email', label: PROFILE_TEXTS.email, value: profile.email },
            { key: 'phone', label: PROFILE_TEXTS.phone, value: profile.phone },
            { key: 'bio', label: PROFILE_TEXTS.bio, value: profile.bio },
          ]}
        />
      </Card>
    </Stack>
  );
}

export function ProfilePage() {
  const session = useSession();
  const [state, send] = useMachine(profileMachine);
  const { profile } = state.context;

  // docs/screens.md: a failed profile fetch signs the user out.
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
