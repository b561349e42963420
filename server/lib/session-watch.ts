import type { Kysely, KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, UnknownRow } from 'kysely';

/** The tables whose rows decide whether a session token stands (see lib/sessions.ts). */
const SESSION_TABLES = new Set(['sessions', 'users']);

/** The name of a table node (`users`, `users as u`), if it is one. */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
}

/** Whether a statement changes or removes rows of `sessions` or `users` (an insert ends no session). */
function endsSessions(node: OperationNode): boolean {
  if (node.kind === 'UpdateQueryNode') return SESSION_TABLES.has(tableName((node as unknown as { table?: OperationNode }).table) ?? '');
  if (node.kind === 'DeleteQueryNode') return (node as unknown as { from: { froms: OperationNode[] } }).from.froms.some((from) => SESSION_TABLES.has(tableName(from) ?? ''));
  return false;
}

/**
 * Sees every statement run through one database handle (its transactions included) and counts
 * those that change or delete sessions or accounts, before they run and again once they have: a
 * session known from before the count moved is not trusted again (lib/known-sessions.ts). Whatever
 * writes them, a route, a job or a script on this handle, this process learns of it at once; other
 * processes learn of it from the database's revocation epoch.
 */
export class SessionWatch implements KyselyPlugin {
  /** Moves on with every write to `sessions` or `users`, before and after it runs. */
  generation = 0;
  private readonly writes = new WeakSet<QueryId>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (endsSessions(node)) {
      this.writes.add(queryId);
      this.generation += 1;
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(queryId)) this.generation += 1;
    return result;
  }
}

/** The watch of a database handle (or of a transaction or plugin-extended handle made from it), if it has one. */
export function sessionWatchOf(db: Pick<Kysely<unknown>, 'getExecutor'>): SessionWatch | undefined {
  return db.getExecutor().plugins.find((plugin): plugin is SessionWatch => plugin instanceof SessionWatch);
}
