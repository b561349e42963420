import type { ExhibitingCompanyBody } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { replaceSearchTerms } from '../accounts/search-terms';
import { recordAudit } from '../audit/repository';
import { companyRepository } from '../companies/repository';
import { insertUser } from '../users/repository';

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
}

export type CompanyDetails = Partial<Pick<NewCompany, 'companyName' | 'productCategory' | 'boothSize' | 'contactPerson'>>;

/** What the company lists find a company by: its account's names and email, and its own texts. */
const searchTextsOf = (body: ExhibitingCompanyBody) => [body.firstname, body.lastname, body.email, ...companyRepository.searchTexts(body)];

/** A new, Active exhibiting company with its sign-in account. */
export async function createCompanyAccount(trx: DbOrTrx, actorId: number, company: NewCompany, passwordHash: string): Promise<{ companyId: number; userId: number }> {
  const body: ExhibitingCompanyBody = { ...company, password: undefined, status: 'Active' };
  const user = await insertUser(trx, {
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    password_hash: passwordHash,
    role: companyRepository.role,
    status: body.status,
  });
  const companyId = await companyRepository.insert(trx, user.id, body);
  await replaceSearchTerms(trx, user.id, searchTextsOf(body));
  await recordAudit(trx, { actorId, action: 'company.create', subjectType: 'user', subjectId: user.id });
  return { companyId, userId: user.id };
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
  await companyRepository.update(trx, companyId, body);
  await replaceSearchTerms(trx, current.User.id, searchTextsOf(body));
  await recordAudit(trx, { actorId, action: 'company.update', subjectType: 'user', subjectId: current.User.id });
}
