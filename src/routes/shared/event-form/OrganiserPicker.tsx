import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { EVENT_TEXTS, type EventOrganiser, type OrganiserRef } from '../../../api/contract';
import type { Page } from '../../../api/accounts';
import { organisersApi } from '../../../api/organisers';
import { Button, Inline, Spinner, Stack, Text } from '../../../design-system';
import { createResourceMachine } from '../../../machines/resource.machine';
import { useT } from '../../../i18n';
import * as styles from './organiser-picker.css';

type Props = {
  selected: OrganiserRef[];
  onChange: (selected: OrganiserRef[]) => void;
  error?: string;
};

const refOf = (organiser: EventOrganiser): OrganiserRef => ({ id: organiser.id, name: `${organiser.User.firstname} ${organiser.User.lastname}` });

/** The organisers list's first page for what was typed; each new search replaces the one before. */
const searchMachine = createResourceMachine<Page<EventOrganiser>, string>({
  load: (search) => organisersApi.list({ page: 1, search }),
  query: '',
  fallbackError: EVENT_TEXTS.fetchFailed,
});

/** The event's organisers: each chosen one with Remove, and a search of the organisers to add more. */
export function OrganiserPicker({ selected, onChange, error }: Props) {
  const t = useT();
  const [state, send] = useMachine(searchMachine);
  const [search, setSearch] = useState('');
  const labelId = useId();
  const errorId = useId();
  const chosen = new Set(selected.map((organiser) => organiser.id));
  const found = (state.context.data?.rows ?? []).filter((organiser) => !chosen.has(organiser.id));

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend} id={labelId}>
        {t(EVENT_TEXTS.organisersLabel)}
      </legend>
      {selected.length === 0 ? (
        <Text size="sm" tone="muted">{t(EVENT_TEXTS.noOrganisers)}</Text>
      ) : (
        <Inline as="ul" aria-labelledby={labelId}>
          {selected.map((organiser) => (
            <li key={organiser.id} className={styles.chip}>
              {organiser.name}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t(EVENT_TEXTS.removeOrganiser, { name: organiser.name })}
                onClick={() => onChange(selected.filter((each) => each.id !== organiser.id))}
              >
                ×
              </button>
            </li>
          ))}
        </Inline>
      )}
      <input
        type="search"
        className={styles.search}
        aria-label={t(EVENT_TEXTS.organiserSearch)}
        placeholder={t(EVENT_TEXTS.organiserSearchPlaceholder)}
        value={search}
        autoComplete="off"
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          send({ type: 'resource.query', query: event.currentTarget.value });
        }}
        // Enter searches; it must not submit the event form.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {state.matches('loading') && !state.context.data ? (
        <Spinner label={t(EVENT_TEXTS.loadingOrganisers)} size="sm" />
      ) : state.matches('failed') ? (
        <p className={styles.error}>{state.context.error && t(state.context.error)}</p>
      ) : found.length === 0 ? (
        <Text size="sm" tone="muted">{t(EVENT_TEXTS.noOrganiserFound)}</Text>
      ) : (
        <Stack as="ul" gap={1} aria-busy={state.matches('loading') || undefined}>
          {found.slice(0, 6).map((organiser) => (
            <li key={organiser.id} className={styles.result}>
              <Stack as="span" gap={0}>
                <span className={styles.resultName}>{refOf(organiser).name}</span>
                <span className={styles.resultSub}>{organiser.User.email}</span>
              </Stack>
              <Button size="sm" variant="outline" aria-label={t(EVENT_TEXTS.addOrganiser, { name: refOf(organiser).name })} onClick={() => onChange([...selected, refOf(organiser)])}>
                +
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
