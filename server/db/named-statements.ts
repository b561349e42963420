import pg from 'pg';

/**
 * PostgreSQL statements run by name (prepared statements): each connection parses and analyses a
 * named statement's text once, and PostgreSQL may keep one generic plan of it for every later run
 * (plan_cache_mode "auto": five plans for the values given, then the generic one if it costs no
 * more), where an unnamed statement is parsed and planned anew each time. A repository names the
 * texts whose planning costs more than their run; each shape (a text whose values are parameters)
 * is named once, and a connection keeps what it prepared until it closes, so at most
 * NAMED_STATEMENTS_MAX texts are ever named by a process: later ones run unnamed, as before.
 */
export const NAMED_STATEMENTS_MAX = 24;

/** Text → its name, in this process. */
const names = new Map<string, string>();

/** Runs `text` as a named statement from now on (on PostgreSQL; SQLite keeps every statement prepared anyway). */
export function nameStatement(text: string, prefix: string): void {
  if (names.has(text) || names.size >= NAMED_STATEMENTS_MAX) return;
  names.set(text, `${prefix}_${names.size + 1}`);
}

/** pg's client, running the texts named above by their names when called as `query(text, values[, callback])` (Kysely's driver, pg's pool). */
export class NamingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values, ...callback] = args;
      const name = typeof text === 'string' && Array.isArray(values) && args.length <= 3 ? names.get(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values }, ...callback);
    }) as pg.Client['query'];
  }
}
