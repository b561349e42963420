import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { LAYOUT_TEXTS, LIST_TEXTS, type FormMode } from '../../api/contract';
import { Button, buttonClassName, Card, FormError, Inline, Spinner, StatusMessage, Text, toast } from '../../design-system';
import { recordFormMachine } from '../../machines/record-form.machine';
import { useT } from '../../i18n';
import { formValues } from '../shared/form-values';
import { TitledPage } from '../shared/TitledPage';
import { type AccountKind, type AccountRow, fieldsIn } from './account-kind';
import { AccountField } from './AccountField';
import { loadRecord, recordId } from './record-id';
import * as styles from './users.css';

/** Adds a record, or edits the one the address names (loaded first); then back to the list. */
export function AccountFormPage<Row extends AccountRow, Body>({ kind }: { kind: AccountKind<Row, Body> }) {
  const param = (useParams({ strict: false }) as { id?: string }).id;
  // Another record's address starts afresh, with a machine of its own.
  return <FormPageContent key={param ?? ''} kind={kind} param={param} />;
}

function FormPageContent<Row extends AccountRow, Body>({ kind, param }: { kind: AccountKind<Row, Body>; param: string | undefined }) {
  const { texts } = kind;
  const t = useT();
  const mode: FormMode = param === undefined ? 'create' : 'update';
  const navigate = useNavigate();

  const [state, send, form] = useMachine(recordFormMachine, {
    input: {
      // An address that names no record still edits: its load fails.
      id: mode === 'create' ? null : (recordId(param) ?? 0),
      schema: kind.body(mode),
      load: loadRecord(kind.api.get),
      save: (values) => {
        const id = recordId(param);
        return id === null ? kind.api.create(values as Body) : kind.api.update(id, values as Body);
      },
      saveFallback: mode === 'create' ? texts.createFailed : texts.updateFailed,
    },
  });

  useEffect(() => {
    const saved = form.on('form.saved', () => toast.success(t(mode === 'create' ? texts.created : texts.updated)));
    const failed = form.on('form.failed', ({ message }) => toast.error(t(message)));
    return () => {
      saved.unsubscribe();
      failed.unsubscribe();
    };
  }, [form, mode, texts, t]);

  const done = state.matches('saved');
  const loadFailed = state.matches('loadFailed');
  useEffect(() => {
    if (done) void navigate({ to: kind.paths.list });
  }, [done, navigate, kind]);
  useEffect(() => {
    if (loadFailed) toast.error(t(texts.fetchFailed));
  }, [loadFailed, texts, t]);

  const { errors, error } = state.context;
  const record = state.context.record as Row | null;
  const values = record ? kind.valuesOf(record) : {};
  const submitting = state.matches('submitting') || done;
  const back = (
    <Link to={kind.paths.list} className={buttonClassName({ variant: 'outline' })}>
      {t(mode === 'create' ? LIST_TEXTS.cancel : LIST_TEXTS.back)}
    </Link>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'form.submit', values: formValues(event.currentTarget, fieldsIn(kind.fields, mode).map((field) => field.name)) });
  };

  let content;
  if (state.matches('loading') || state.matches('starting')) {
    content = (
      <div className={styles.centered}>
        <Spinner label={t(LAYOUT_TEXTS.loading)} />
      </div>
    );
  } else if (loadFailed) {
    content = (
      <div className={styles.centered}>
        <StatusMessage tone="error">{t(texts.fetchFailed)}</StatusMessage>
        <Inline gap={3} justify="center">
          {back}
          <Button variant="outline" onClick={() => send({ type: 'form.retry' })}>
            {t(LIST_TEXTS.retry)}
          </Button>
        </Inline>
      </div>
    );
  } else {
    content = (
      <form key={record?.id ?? 'new'} className={styles.form} onSubmit={submit} noValidate aria-label={t(mode === 'create' ? kind.titles.add : kind.titles.edit)}>
        {mode === 'create' && kind.createHint && (
          <div className={styles.wide}>
            <Text as="p" size="sm" tone="muted">
              {t(kind.createHint)}
            </Text>
          </div>
        )}
        {fieldsIn(kind.fields, mode).map((field) => (
          <AccountField
            key={field.name}
            field={field}
            mode={mode}
            value={values[field.name]}
            error={errors[field.name]}
            onEdit={() => send({ type: 'form.edit', field: field.name })}
          />
        ))}
        {state.matches('failed') && error && Object.keys(errors).length === 0 && (
          <div className={styles.wide}>
            <FormError>{t(error)}</FormError>
          </div>
        )}
        <Inline gap={3} justify="end" className={styles.wide}>
          {back}
          <Button type="submit" loading={submitting}>
            {t(submitting ? LIST_TEXTS.saving : LIST_TEXTS.save)}
          </Button>
        </Inline>
      </form>
    );
  }

  return (
    <TitledPage title={t(mode === 'create' ? kind.titles.add : kind.titles.edit)}>
      <Card>{content}</Card>
    </TitledPage>
  );
}
