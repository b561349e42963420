import { type DbOrTrx, nowIso } from '../../db/schema';

/** A setting an admin chose, as stored (JSON); undefined while none is stored. */
export async function readSetting(db: DbOrTrx, key: string): Promise<unknown> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

export async function writeSetting(db: DbOrTrx, key: string, value: unknown, now = new Date()): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key, value: json, updated_at: nowIso(now) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: nowIso(now) }))
    .execute();
}
