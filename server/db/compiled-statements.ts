import type { Compilable, CompiledQuery } from 'kysely';
import { createQueryId } from 'kysely';
import type { DbOrTrx } from './schema';

/** Where a parameter goes, put in its place while the statement is built: the name of the argument that fills it. */
class Slot {
  constructor(readonly name: PropertyKey) {}
}

/** Stands for the parameter `name` while a statement is built (a value to Kysely; never sent to the database). */
export type Param<Params> = <Name extends keyof Params>(name: Name) => Params[Name];

interface Compiled {
  query: CompiledQuery;
  /** For each parameter of the SQL: the argument that fills it, or a value the statement was built with. */
  fills: ({ name: PropertyKey } | { value: unknown })[];
}

/** Statements in shapes: how many are kept for one handle before the oldest goes. */
const KEPT_SHAPES = 200;

/** What is kept for one dialect (its adapter) and one list of plugins, the plugins one after another. */
interface Handle {
  shapes?: Map<string, Compiled>;
  next: WeakMap<object, Handle>;
}

/** The statements kept for a handle: a transaction, made with a copy of its database's plugins, shares them. */
function keptFor(handles: WeakMap<object, Handle>, db: DbOrTrx): Map<string, Compiled> {
  const executor = db.getExecutor();
  let handle: Handle | undefined = handles.get(executor.adapter);
  if (!handle) handles.set(executor.adapter, (handle = { next: new WeakMap() }));
  for (const plugin of executor.plugins) {
    let next: Handle | undefined = handle.next.get(plugin);
    if (!next) handle.next.set(plugin, (next = { next: new WeakMap() }));
    handle = next;
  }
  return (handle.shapes ??= new Map());
}

/**
 * A read whose statement Kysely builds and compiles once per shape, then runs with new
 * parameters: building and compiling a list page's three statements cost the app about as much as
 * running them. `shapeOf` names the shape (what changes the SQL text: the table, the order, how
 * many ids); `build` makes the statement of a shape with `param(name)` wherever an argument's
 * value goes, and answers the same SQL for the same shape. The text depends on the dialect and the
 * handle's plugins, so it is kept per dialect and plugins (a transaction shares its database's).
 * Plugins see the statement once, when it is compiled, and each result: this is for reads.
 */
export function compiledPerShape<Shape, Params extends object, Row>(
  shapeOf: (shape: Shape) => string,
  build: (db: DbOrTrx, shape: Shape, param: Param<Params>) => Compilable<Row>,
): (db: DbOrTrx, shape: Shape, params: Params) => Promise<Row[]> {
  const handles = new WeakMap<object, Handle>();
  const compile = (db: DbOrTrx, shape: Shape): Compiled => {
    const slots: Slot[] = [];
    const query = build(db, shape, ((name: PropertyKey) => slots[slots.push(new Slot(name)) - 1]) as Param<Params>).compile();
    // A value Kysely wrote into the text itself (sql.lit, a raw fragment) would be the same on every run: refuse it.
    const missing = slots.filter((slot) => !query.parameters.includes(slot));
    if (missing.length > 0) throw new Error(`The statement "${query.sql}" does not take ${missing.map((slot) => String(slot.name)).join(', ')} as a parameter`);
    return { query, fills: query.parameters.map((value) => (value instanceof Slot ? { name: value.name } : { value })) };
  };
  return async (db, shape, params) => {
    const kept = keptFor(handles, db);
    const key = shapeOf(shape);
    let compiled = kept.get(key);
    if (!compiled) {
      compiled = compile(db, shape);
      if (kept.size >= KEPT_SHAPES) kept.delete(kept.keys().next().value!);
      kept.set(key, compiled);
    }
    const parameters = compiled.fills.map((fill) => ('name' in fill ? params[fill.name as keyof Params] : fill.value));
    const { rows } = await db.executeQuery<Row>({ ...compiled.query, parameters, queryId: createQueryId() });
    return rows;
  };
}
