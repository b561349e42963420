import { type Kysely, sql } from 'kysely';
import { type Dialect, dialectOf } from './column-types';

/**
 * Ctrl/Cmd+K search: one row of `search_documents` for each thing a search may find (an organiser,
 * an owner/admin, a company, an event, and a company's latest submitted artwork for a requirement),
 * with the text it is found by and the keys its readers are scoped by.
 *
 * Triggers keep the rows in step, in the transaction of the write that changed their sources, so
 * every writer (the services, a CSV import, the demo seed, a benchmark's bulk insert, an operator's
 * SQL) keeps the index true without knowing of it. Deletes follow the foreign keys' cascades.
 *
 * SQLite indexes `body` with FTS5's trigram tokenizer (an external-content table over these rows);
 * PostgreSQL with a pg_trgm GIN index, `body` stored in lower case without accents (unaccent), as
 * SQLite's tokenizer folds it, so that a plain LIKE compares it. Both find any substring of 3 characters or more through the index.
 *
 * `search_words` is the vocabulary of the documents (words of 4 letters or more, without digits or
 * @: names, not emails or numbers), indexed the same way: a search word that finds too little is
 * corrected against it, and the corrections are then looked up like typed words. It only grows: a
 * word nobody uses any more costs a row and finds nothing.
 *
 * Changing what a kind is found by is a later migration that replaces the triggers and rebuilds.
 */

const KINDS = ['organiser', 'owner_admin', 'company', 'event', 'submission'] as const;

/** The columns every document is inserted with, in this order. */
const COLUMNS = 'kind, ref_id, user_id, event_id, company_id, requirement_id, title, subtitle, note, body, title_key';

/** How each dialect folds a document's text for the index and the title for its prefix order. */
const folding = (dialect: Dialect) =>
  dialect === 'postgres'
    ? { body: (text: string) => `lower(unaccent(${text}))`, titleKey: (title: string) => `lower(unaccent(${title}))` }
    : { body: (text: string) => text, titleKey: (title: string) => `lower(${title})` };

const spaced = (...parts: string[]) => parts.map((part) => `coalesce(${part}, '')`).join(` || ' ' || `);

/** The documents of one kind whose sources match `where`, as an INSERT … SELECT. */
function documents(dialect: Dialect) {
  const fold = folding(dialect);
  const insert = (select: string) => `INSERT INTO search_documents (${COLUMNS}) ${select}`;
  const name = `u.firstname || ' ' || u.lastname`;
  return {
    organiser: (where: string) =>
      insert(`SELECT 'organiser', o.id, u.id, NULL, NULL, NULL, ${name}, o.company_name, u.email,
        ${fold.body(spaced('u.firstname', 'u.lastname', 'u.email', 'o.company_name', 'o.job_title'))}, ${fold.titleKey(name)}
        FROM event_organisers o JOIN users u ON u.id = o.user_id WHERE ${where}`),
    owner_admin: (where: string) =>
      insert(`SELECT 'owner_admin', a.id, u.id, NULL, NULL, NULL, ${name}, u.email, NULL,
        ${fold.body(spaced('u.firstname', 'u.lastname', 'u.email'))}, ${fold.titleKey(name)}
        FROM owner_admins a JOIN users u ON u.id = a.user_id WHERE ${where}`),
    company: (where: string) =>
      insert(`SELECT 'company', c.id, u.id, NULL, c.id, NULL, c.company_name, c.contact_person, u.email,
        ${fold.body(spaced('c.company_name', 'c.contact_person', 'u.firstname', 'u.lastname', 'u.email', 'c.product_category'))}, ${fold.titleKey('c.company_name')}
        FROM exhibiting_companies c JOIN users u ON u.id = c.user_id WHERE ${where}`),
    event: (where: string) =>
      insert(`SELECT 'event', e.id, NULL, e.id, NULL, NULL, e.name, e.venue, e.location,
        ${fold.body(spaced('e.name', 'e.venue', 'e.location'))}, ${fold.titleKey('e.name')}
        FROM events e WHERE ${where}`),
    /** A company's latest submitted version of a requirement: what a reviewer opens. */
    submission: (where: string) =>
      insert(`SELECT 'submission', v.id, NULL, r.event_id, v.company_id, v.requirement_id, c.company_name, r.name, e.name,
        ${fold.body(spaced('c.company_name', 'r.name', 'e.name'))}, ${fold.titleKey('c.company_name')}
        FROM artwork_versions v
        JOIN artwork_requirements r ON r.id = v.requirement_id
        JOIN events e ON e.id = r.event_id
        JOIN exhibiting_companies c ON c.id = v.company_id
        WHERE v.submitted_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM artwork_versions w WHERE w.requirement_id = v.requirement_id AND w.company_id = v.company_id
                          AND w.submitted_at IS NOT NULL AND w.version > v.version)
          AND ${where}`),
  };
}

const remove = (where: string) => `DELETE FROM search_documents WHERE ${where}`;

type Trigger = {
  name: string;
  table: string;
  /** Inserts, deletes, and updates that change one of these columns. */
  on: { insert?: true; delete?: true; update?: string[] };
  /** The statements, given how the changed row is named (NEW, OLD, or PostgreSQL's `changed`). */
  statements: (row: string) => string[];
};

/** Each event of a trigger, with the condition that an update changed what the documents hold. */
function firings(trigger: Trigger, dialect: Dialect) {
  const differs = dialect === 'postgres' ? 'IS DISTINCT FROM' : 'IS NOT';
  const update = trigger.on.update;
  return [
    ...(trigger.on.insert ? [{ suffix: 'insert', event: 'INSERT', when: null, row: 'NEW' }] : []),
    ...(update
      ? [{ suffix: 'update', event: `UPDATE OF ${update.join(', ')}`, when: update.map((column) => `OLD.${column} ${differs} NEW.${column}`).join(' OR '), row: 'NEW' }]
      : []),
    ...(trigger.on.delete ? [{ suffix: 'delete', event: 'DELETE', when: null, row: 'OLD' }] : []),
  ];
}

function triggers(dialect: Dialect): Trigger[] {
  const docs = documents(dialect);
  /** Replaces the documents of a kind that `key` names with those its sources now make (`where`). */
  const refresh = (kind: (typeof KINDS)[number], key: string, where: string) => [remove(`kind = '${kind}' AND ${key}`), docs[kind](where)];
  return [
    {
      name: 'users',
      table: 'users',
      on: { update: ['firstname', 'lastname', 'email'] },
      statements: (row) => [
        remove(`kind IN ('organiser', 'owner_admin', 'company') AND user_id = ${row}.id`),
        docs.organiser(`o.user_id = ${row}.id`),
        docs.owner_admin(`a.user_id = ${row}.id`),
        docs.company(`c.user_id = ${row}.id`),
      ],
    },
    {
      name: 'organisers',
      table: 'event_organisers',
      on: { insert: true, update: ['company_name', 'job_title'], delete: true },
      statements: (row) => refresh('organiser', `ref_id = ${row}.id`, `o.id = ${row}.id`),
    },
    {
      name: 'owner_admins',
      table: 'owner_admins',
      on: { insert: true, delete: true },
      statements: (row) => refresh('owner_admin', `ref_id = ${row}.id`, `a.id = ${row}.id`),
    },
    {
      name: 'companies',
      table: 'exhibiting_companies',
      on: { insert: true, update: ['company_name', 'contact_person', 'product_category'] },
      statements: (row) => [...refresh('company', `ref_id = ${row}.id`, `c.id = ${row}.id`), ...refresh('submission', `company_id = ${row}.id`, `v.company_id = ${row}.id`)],
    },
    {
      name: 'events',
      table: 'events',
      on: { insert: true, update: ['name', 'venue', 'location'] },
      statements: (row) => [...refresh('event', `ref_id = ${row}.id`, `e.id = ${row}.id`), ...refresh('submission', `event_id = ${row}.id`, `r.event_id = ${row}.id`)],
    },
    {
      name: 'requirements',
      table: 'artwork_requirements',
      on: { update: ['name'] },
      statements: (row) => refresh('submission', `requirement_id = ${row}.id`, `v.requirement_id = ${row}.id`),
    },
    {
      name: 'versions',
      table: 'artwork_versions',
      on: { insert: true, update: ['submitted_at'], delete: true },
      statements: (row) => {
        const pair = (alias: string) => `${alias}requirement_id = ${row}.requirement_id AND ${alias}company_id = ${row}.company_id`;
        return refresh('submission', pair(''), pair('v.'));
      },
    },
  ];
}

/** SQLite splits on spaces (through JSON): these become spaces first, and quotes never reach the JSON. */
const SQLITE_SEPARATORS = [',', '.', ';', ':', '!', '?', '(', ')', '[', ']', '{', '}', '/', '\\', '"', "''", '-', '_', '&', '+', '*', '#', '|', '~', '<', '>', '='];

/** The vocabulary words of the documents `from` names (`d` its rows), added once each. */
function vocabulary(dialect: Dialect, from: string): string {
  if (dialect === 'postgres') {
    return `INSERT INTO search_words (word)
      SELECT DISTINCT w FROM ${from}, regexp_split_to_table(d.body, '[^[:alnum:]@]+') AS w
      WHERE length(w) >= 4 AND w !~ '[0-9@]'
      ON CONFLICT (word) DO NOTHING`;
  }
  const spaced = SQLITE_SEPARATORS.reduce((text, separator) => `replace(${text}, '${separator}', ' ')`, `replace(replace(replace(lower(d.body), char(9), ' '), char(10), ' '), char(13), ' ')`);
  const json = `'["' || replace(${spaced}, ' ', '","') || '"]'`;
  return `INSERT OR IGNORE INTO search_words (word)
    SELECT DISTINCT j.value FROM ${from}, json_each(CASE WHEN json_valid(${json}) THEN ${json} ELSE '[]' END) AS j
    WHERE length(j.value) >= 4 AND j.value NOT GLOB '*[0-9@]*'`;
}

/** The document table, the same on both dialects but for `title_key`'s byte order on PostgreSQL. */
async function createDocuments(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'serial PRIMARY KEY' : 'integer PRIMARY KEY AUTOINCREMENT';
  const byteOrder = dialect === 'postgres' ? ' COLLATE "C"' : '';
  await sql
    .raw(
      `CREATE TABLE search_documents (
        id ${id},
        kind text NOT NULL CHECK (kind IN (${KINDS.map((kind) => `'${kind}'`).join(', ')})),
        ref_id integer NOT NULL,
        user_id integer REFERENCES users(id) ON DELETE CASCADE,
        event_id integer REFERENCES events(id) ON DELETE CASCADE,
        company_id integer REFERENCES exhibiting_companies(id) ON DELETE CASCADE,
        requirement_id integer REFERENCES artwork_requirements(id) ON DELETE CASCADE,
        title text NOT NULL,
        subtitle text,
        note text,
        body text NOT NULL,
        title_key text${byteOrder} NOT NULL,
        CONSTRAINT search_documents_ref_unique UNIQUE (kind, ref_id)
      )`,
    )
    .execute(db);
  // A title's prefix (a search of one or two letters), and the keys the triggers and cascades look up.
  await db.schema.createIndex('search_documents_title_index').on('search_documents').columns(['kind', 'title_key']).execute();
  for (const column of ['user_id', 'event_id', 'company_id', 'requirement_id']) {
    await db.schema.createIndex(`search_documents_${column}_index`).on('search_documents').column(column).execute();
  }
  await sql.raw(`CREATE TABLE search_words (id ${id}, word text NOT NULL UNIQUE)`).execute(db);
}

async function backfill(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const docs = documents(dialect);
  for (const kind of KINDS) await sql.raw(docs[kind]('1 = 1')).execute(db);
  await sql.raw(vocabulary(dialect, 'search_documents d')).execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await createDocuments(db, 'sqlite');
  await backfill(db, 'sqlite');
  await sql
    .raw(`CREATE VIRTUAL TABLE search_documents_fts USING fts5(body, content='search_documents', content_rowid='id', tokenize='trigram remove_diacritics 1')`)
    .execute(db);
  await sql.raw(`INSERT INTO search_documents_fts (search_documents_fts) VALUES ('rebuild')`).execute(db);
  // The FTS index follows its rows (SQLite's external-content pattern).
  const removeFts = `INSERT INTO search_documents_fts (search_documents_fts, rowid, body) VALUES ('delete', OLD.id, OLD.body)`;
  const addFts = `INSERT INTO search_documents_fts (rowid, body) VALUES (NEW.id, NEW.body)`;
  await sql.raw(`CREATE TRIGGER search_documents_fts_insert AFTER INSERT ON search_documents BEGIN ${addFts}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER search_documents_fts_delete AFTER DELETE ON search_documents BEGIN ${removeFts}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER search_documents_fts_update AFTER UPDATE ON search_documents BEGIN ${removeFts}; ${addFts}; END`).execute(db);

  await sql.raw(`CREATE VIRTUAL TABLE search_words_fts USING fts5(word, content='search_words', content_rowid='id', tokenize='trigram remove_diacritics 1')`).execute(db);
  await sql.raw(`INSERT INTO search_words_fts (search_words_fts) VALUES ('rebuild')`).execute(db);
  await sql.raw(`CREATE TRIGGER search_words_fts_insert AFTER INSERT ON search_words BEGIN INSERT INTO search_words_fts (rowid, word) VALUES (NEW.id, NEW.word); END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER search_words_fts_delete AFTER DELETE ON search_words BEGIN INSERT INTO search_words_fts (search_words_fts, rowid, word) VALUES ('delete', OLD.id, OLD.word); END`)
    .execute(db);
  await sql.raw(`CREATE TRIGGER search_words_add AFTER INSERT ON search_documents BEGIN ${vocabulary('sqlite', '(SELECT NEW.body AS body) d')}; END`).execute(db);

  for (const trigger of triggers('sqlite')) {
    for (const { suffix, event, when, row } of firings(trigger, 'sqlite')) {
      await sql
        .raw(
          `CREATE TRIGGER search_${trigger.name}_${suffix} AFTER ${event} ON ${trigger.table}${when ? ` WHEN ${when}` : ''}
           BEGIN ${trigger.statements(row).join('; ')}; END`,
        )
        .execute(db);
    }
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm').execute(db);
  await sql.raw('CREATE EXTENSION IF NOT EXISTS unaccent').execute(db);
  await createDocuments(db, 'postgres');
  await backfill(db, 'postgres');
  await sql.raw('CREATE INDEX search_documents_body_trgm_index ON search_documents USING gin (body gin_trgm_ops)').execute(db);
  await sql.raw('CREATE INDEX search_words_trgm_index ON search_words USING gin (word gin_trgm_ops)').execute(db);
  await sql
    .raw(
      `CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${vocabulary('postgres', '(SELECT NEW.body AS body) d')}; RETURN NULL; END $$`,
    )
    .execute(db);
  await sql.raw('CREATE TRIGGER search_words_add AFTER INSERT ON search_documents FOR EACH ROW EXECUTE FUNCTION search_words_add()').execute(db);

  for (const trigger of triggers('postgres')) {
    const fn = `search_${trigger.name}_refresh`;
    await sql
      .raw(
        `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE changed ${trigger.table}%ROWTYPE;
        BEGIN
          IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
          ${trigger.statements('changed').join(';\n')};
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    for (const { suffix, event, when } of firings(trigger, 'postgres')) {
      await sql
        .raw(`CREATE TRIGGER search_${trigger.name}_${suffix} AFTER ${event} ON ${trigger.table} FOR EACH ROW${when ? ` WHEN (${when})` : ''} EXECUTE FUNCTION ${fn}()`)
        .execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  for (const trigger of triggers(dialect)) {
    for (const { suffix } of firings(trigger, dialect)) {
      await sql.raw(`DROP TRIGGER IF EXISTS search_${trigger.name}_${suffix}${dialect === 'postgres' ? ` ON ${trigger.table}` : ''}`).execute(db);
    }
    if (dialect === 'postgres') await sql.raw(`DROP FUNCTION IF EXISTS search_${trigger.name}_refresh()`).execute(db);
  }
  if (dialect === 'postgres') {
    await sql.raw('DROP TRIGGER IF EXISTS search_words_add ON search_documents').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS search_words_add()').execute(db);
  } else {
    await sql.raw('DROP TABLE IF EXISTS search_words_fts').execute(db);
    await sql.raw('DROP TABLE IF EXISTS search_documents_fts').execute(db);
  }
  await db.schema.dropTable('search_words').execute();
  await db.schema.dropTable('search_documents').execute();
}
