import { ROLES } from '../../../src/api/contract';
import { type DbOrTrx, nowIso } from '../../db/schema';
import { insertUser } from '../users/repository';

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

/** A new exhibiting company with its sign-in account, inside the caller's transaction. */
export async function createCompanyAccount(db: DbOrTrx, company: NewCompany, passwordHash: string): Promise<{ companyId: number; userId: number }> {
  const user = await insertUser(db, {
    firstname: company.firstname,
    lastname: company.lastname,
    email: company.email,
    password_hash: passwordHash,
    role: ROLES.exhibitor,
    status: 'Active',
  });
  const row = await db
    .insertInto('exhibiting_companies')
    .values({
      user_id: user.id,
      company_name: company.companyName,
      product_category: company.productCategory,
      booth_size: company.boothSize,
      contact_person: company.contactPerson,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId: row.id, userId: user.id };
}

export async function updateCompanyDetails(db: DbOrTrx, companyId: number, details: CompanyDetails): Promise<void> {
  const changes = {
    company_name: details.companyName,
    product_category: details.productCategory,
    booth_size: details.boothSize,
    contact_person: details.contactPerson,
  };
  if (Object.values(changes).every((value) => value === undefined)) return;
  await db.updateTable('exhibiting_companies').set(changes).where('id', '=', companyId).execute();
}
