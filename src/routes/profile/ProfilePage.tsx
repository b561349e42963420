import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { LAYOUT_TEXTS, MESSAGES, PAGE_TITLES, PROFILE_TEXTS, roleLabel, type UserProfile } from '../../api/contract';
import { Button, Card, DescriptionList, IdentityHeader, Spinner, Stack, toast } from '../../design-system';
import { profileMachine } from '../../machines/profile.machine';
import { TitledPage } from '../shared/TitledPage';
import { useSession } from '../shared/use-session';
import { EditProfileModal } from './EditProfileModal';
import * as styles from './profile.css';
import { useT } from '../../i18n';

function ProfileCards({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  const t = useT();
  const fullName = `${profile.firstname} ${profile.lastname}`;
  const edit = (
    <Button variant="outline" size="sm" onClick={onEdit}>
      {t(PROFILE_TEXTS.edit)}
    </Button>
  );
  return (
    <Stack gap={6}>
      <Card>
        <IdentityHeader name={fullName} avatarSrc={profile.avatar} subtitle={t(roleLabel(profile.role))} actions={edit} />
      </Card>
      <Card title={t(PROFILE_TEXTS.personalInformation)} actions={edit}>
        <DescriptionList
          emptyValue={t(LAYOUT_TEXTS.emptyValue)}
          items={[
            { key: 'firstname', label: t(PROFILE_TEXTS.firstName), value: profile.firstname },
            { key: 'lastname', label: t(PROFILE_TEXTS.lastName), value: profile.lastname },
            { key: 'email', label: t(PROFILE_TEXTS.email), value: profile.email },
            { key: 'phone', label: t(PROFILE_TEXTS.phone), value: profile.phone },
            { key: 'bio', label: t(PROFILE_TEXTS.bio), value: profile.bio },
          ]}
        />
      </Card>
    </Stack>
  );
}

export function ProfilePage() {
  const t = useT();
  const session = useSession();
  const [state, send] = useMachine(profileMachine);
  const { profile } = state.context;

  // docs/screens.md: a failed profile fetch signs the user out.
  useEffect(() => {
    if (!state.matches('failed')) return;
    toast.error(t(MESSAGES.failedFetchProfile));
    session.send({ type: 'session.logout' });
  }, [state, session, t]);

  return (
    <TitledPage title={t(PAGE_TITLES.profile)}>
      {profile ? (
        <ProfileCards profile={profile} onEdit={() => send({ type: 'profile.edit' })} />
      ) : (
        <div className={styles.loading}>
          <Spinner label={t(LAYOUT_TEXTS.loading)} />
        </div>
      )}
      {profile && (
        <EditProfileModal
          open={state.matches('editing')}
          profile={profile}
          onClose={() => send({ type: 'profile.close' })}
          onSaved={(saved) => {
            toast.success(t(MESSAGES.profileUpdated));
            session.send({ type: 'session.userChanged', user: saved });
            send({ type: 'profile.saved' });
          }}
        />
      )}
    </TitledPage>
  );
}
