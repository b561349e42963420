import type { Locale } from '../../../src/api/contract/i18n/locales';
import type { ExhibitingCompanyBody } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { insertAccount, updateProfile } from '../accounts/account-writes';
import { companyRepository } from '../companies/repository';

/**
 * Companies made or changed by an event's exhibitors (Add Exhibitor, the CSV import), inside the
 * event's own transaction. The company service opens a transaction of its own, so these do its
 * steps with its parts: the sign-in account, the profile, the search terms and the audit row.
 */

export interface NewCompany {
  email: string;
  firstname: string;
  lastname: string;
  companyName: string;
  productCategory: string;
  boothSize: string;
  contactPerson: string;
  /** English when left out. */
  language?: Locale;
}

export type CompanyDetails = Partial<Pick<NewCompany, 'companyName' | 'productCategory' | 'boothSize' | 'contactPerson'>>;

/**
 * A new, Active exhibiting company with its sign-in account, invited: it has no password (nothing
 * to hash, and nobody can sign in as it) until it sets one through its invitation link.
 */
export async function createCompanyAccount(trx: DbOrTrx, actorId: number, company: NewCompany): Promise<{ companyId: number; userId: number }> {
  const { profileId, userId } = await insertAccount(trx, companyRepository, actorId, { ...company, password: undefined, status: 'Active' }, null);
  return { companyId: profileId, userId };
}

/** The given details replace the stored ones; the others stay. */
export async function updateCompanyDetails(trx: DbOrTrx, actorId: number, companyId: number, details: CompanyDetails): Promise<void> {
  const [current] = await companyRepository.load(trx, [companyId]);
  if (!current) throw new AppError('notFound');
  const body: ExhibitingCompanyBody = {
    firstname: current.User.firstname,
    lastname: current.User.lastname,
    email: current.User.email,
    password: undefined,
    status: current.status,
    companyName: details.companyName ?? current.companyName,
    productCategory: details.productCategory ?? current.productCategory,
    boothSize: details.boothSize ?? current.boothSize,
    contactPerson: details.contactPerson ?? current.contactPerson,
  };
  await updateProfile(trx, companyRepository, actorId, { profileId: companyId, userId: current.User.id }, body);
}
