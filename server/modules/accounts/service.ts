import { type AccountListQuery, type AccountStatusFilter, totalPagesFor } from '../../../src/api/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { planRemoval, type Removal } from '../../storage/file-removals';
import { storedKeysOfAccount } from '../../storage/stored-keys-repository';
import { recordAudit } from '../audit/repository';
import { emailChangedEmail } from '../mail/email-changed-email';
import { queueEmails } from '../mail/queue';
import { deleteUser, findUserByEmail, findUserById, setPasswordAndEndSessions, updateUser } from '../users/repository';
import { insertAccount, updateProfile } from './account-writes';
import { csvLine } from '../../../src/api/contract/csv';
import { pageWindow } from './page-window';
import { type AccountBody, allOf, countProfiles, idsBefore, pageIds, profileUserId, type ProfileRepository, statusFilter } from './profile-repository';
import { searchFilter } from './search-terms-repository';

const EXPORT_BATCH = 500;

export interface AccountPage<Entity> {
  rows: Entity[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

/*
 * Create, read, update, delete, list and export one kind of account, the kind `repo` stands for. A
 * profile and its sign-in account (users row, search terms, audit row) always change together, in
 * one transaction.
 */

/** One account of the kind; 404 when there is none. */
export async function getAccount<Body extends AccountBody, Entity>(db: Db, repo: ProfileRepository<Body, Entity>, id: number): Promise<Entity> {
  const [entity] = await repo.load(db, [id]);
  if (!entity) throw new AppError('notFound');
  return entity;
}

/** The users a list's search and status keep (undefined: all of them). */
const filterOf = async (db: Db, search: string | undefined, status: AccountStatusFilter | undefined) => allOf(await searchFilter(db, search), statusFilter(db, status));

/** A page of the accounts of the kind that the search and status keep. */
export async function listAccounts<Body extends AccountBody, Entity>(db: Db, repo: ProfileRepository<Body, Entity>, { page, limit, search, status }: AccountListQuery): Promise<AccountPage<Entity>> {
  const filter = await filterOf(db, search, status);
  const totalItems = await countProfiles(db, repo.table, filter);
  const window = pageWindow(totalItems, page, limit);
  const ids = window ? await pageIds(db, repo.table, filter, window) : [];
  return { rows: await repo.load(db, ids), totalItems, totalPages: totalPagesFor(totalItems, limit), currentPage: page };
}

/** A duplicate email is a 409 whether the early check or the unique index finds it. */
async function unlessEmailTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('emailTaken');
    throw error;
  }
}

/**
 * A new account: with the password the form gave, or, for a kind that invites (organisers), with
 * none and its invitation queued in the same transaction (the email is sent once it commits).
 */
export async function createAccount<Body extends AccountBody, Entity>(db: Db, repo: ProfileRepository<Body, Entity>, actorId: number, body: Body): Promise<Entity> {
  if (await findUserByEmail(db, body.email)) throw new AppError('emailTaken');
  const { invitation } = repo;
  if (!invitation && !body.password) throw new AppError('invalidRequest');
  const passwordHash = invitation ? null : await hashPassword(body.password!);
  const id = await unlessEmailTaken(() =>
    db.transaction().execute(async (trx) => {
      const { profileId, userId } = await insertAccount(trx, repo, actorId, body, passwordHash);
      if (invitation) await queueEmails(trx, [invitation({ userId, email: body.email, firstname: body.firstname })]);
      return profileId;
    }),
  );
  return getAccount(db, repo, id);
}

async function userOf<Body extends AccountBody, Entity>(db: Db, repo: ProfileRepository<Body, Entity>, id: number): Promise<number> {
  const userId = await profileUserId(db, repo.table, id);
  if (userId === undefined) throw new AppError('notFound');
  return userId;
}

/** A blank password keeps the current one; a new one ends the account's sessions. */
export async function updateAccount<Body extends AccountBody, Entity>(db: Db, repo: ProfileRepository<Body, Entity>, actorId: number, id: number, body: Body): Promise<Entity> {
  const userId = await userOf(db, repo, id);
  const holder = await findUserByEmail(db, body.email);
  if (holder && holder.id !== userId) throw new AppError('emailTaken');
  const before = await findUserById(db, userId);
  if (!before) throw new AppError('notFound');
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await unlessEmailTaken(() =>
    db.transaction().execute(async (trx) => {
      const phone = repo.phone ? { phone: repo.phone(body) } : {};
      await updateUser(trx, userId, { firstname: body.firstname, lastname: body.lastname, email: body.email, status: body.status, ...phone });
      if (passwordHash) await setPasswordAndEndSessions(trx, userId, passwordHash);
      await updateProfile(trx, repo, actorId, { profileId: id, userId }, body);
      // The address it had before is told, with the change.
      if (before.email.toLowerCase() !== body.email.toLowerCase()) await queueEmails(trx, [emailChangedEmail(before.email, { ...body, id: userId })]);
    }),
  );
  return getAccount(db, repo, id);
}

/**
 * The sign-in account goes, and its profile and search terms with it (foreign keys cascade), and a
 * company's artwork versions: answers the removal of their stored files, to carry out after.
 */
export async function removeAccount<Body extends AccountBody, Entity>(db: Db, repo: ProfileRepository<Body, Entity>, actorId: number, id: number): Promise<Removal> {
  const userId = await userOf(db, repo, id);
  return db.transaction().execute(async (trx) => {
    const removal = await planRemoval(trx, await storedKeysOfAccount(trx, userId));
    await deleteUser(trx, userId);
    await recordAudit(trx, { actorId, action: `${repo.audit}.delete`, subjectType: 'user', subjectId: userId });
    return removal;
  });
}

/** Every matching row as CSV lines, newest first, read in batches along the primary key. */
export async function* exportAccountsCsv<Body extends AccountBody, Entity>(db: Db, repo: ProfileRepository<Body, Entity>, search: string | undefined, status?: AccountStatusFilter): AsyncGenerator<string> {
  yield csvLine(repo.csv.header);
  const filter = await filterOf(db, search, status);
  let before: number | null = null;
  for (;;) {
    const ids = await idsBefore(db, repo.table, filter, before, EXPORT_BATCH);
    if (ids.length === 0) return;
    yield (await repo.load(db, ids)).map((entity) => csvLine(repo.csv.cells(entity))).join('');
    before = ids.at(-1)!;
  }
}
