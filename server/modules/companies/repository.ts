import { ACCOUNT_FIELDS, EXPORT_TIME_ZONE, formatInstant, type ExhibitingCompany, type ExhibitingCompanyBody, PAGE_LIMIT_MAX, ROLES } from '../../../src/api/contract';
import { compiledPerShape, type Param } from '../../db/compiled-statements';
import { type DbOrTrx, nowIso } from '../../db/schema';
import { accountUserOf, inOrderOf, type ProfileRepository, USER_COLUMNS } from '../accounts/profile-repository';

const columns = (body: ExhibitingCompanyBody) => ({
  company_name: body.companyName,
  product_category: body.productCategory,
  booth_size: body.boothSize,
  contact_person: body.contactPerson,
});

const companiesQuery = (db: DbOrTrx, ids: readonly number[]) =>
  db
    .selectFrom('exhibiting_companies')
    .innerJoin('users', 'users.id', 'exhibiting_companies.user_id')
    .select([
      'exhibiting_companies.id',
      'exhibiting_companies.company_name',
      'exhibiting_companies.product_category',
      'exhibiting_companies.booth_size',
      'exhibiting_companies.contact_person',
      'exhibiting_companies.created_at',
      ...USER_COLUMNS,
    ])
    .where('exhibiting_companies.id', 'in', ids);

/** The companies of a list page (up to its largest size), built once per number of ids. */
const pageOfCompanies = compiledPerShape(
  (count: number) => String(count),
  (db, count, param: Param<readonly number[]>) => companiesQuery(db, Array.from({ length: count }, (_, at) => param(at))),
);

export const companyRepository: ProfileRepository<ExhibitingCompanyBody, ExhibitingCompany> = {
  table: 'exhibiting_companies',
  role: ROLES.exhibitor,
  audit: 'company',

  async insert(trx, userId, body) {
    const row = await trx
      .insertInto('exhibiting_companies')
      .values({ user_id: userId, ...columns(body), created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(trx, profileId, body) {
    await trx.updateTable('exhibiting_companies').set(columns(body)).where('id', '=', profileId).execute();
  },

  async load(db, ids) {
    if (ids.length === 0) return [];
    const rows = ids.length <= PAGE_LIMIT_MAX ? await pageOfCompanies(db, ids.length, ids) : await companiesQuery(db, ids).execute();
    return inOrderOf(ids, rows).map((row) => ({
      id: row.id,
      User: accountUserOf(row),
      companyName: row.company_name,
      productCategory: row.product_category,
      boothSize: row.booth_size,
      contactPerson: row.contact_person,
      status: row.status,
      createdAt: row.created_at,
    }));
  },

  searchTexts: (body) => [body.companyName, body.productCategory, body.contactPerson],

  csv: {
    header: [
      ACCOUNT_FIELDS.companyName,
      ACCOUNT_FIELDS.productCategory,
      ACCOUNT_FIELDS.boothSize,
      ACCOUNT_FIELDS.contactPerson,
      ACCOUNT_FIELDS.fullName,
      ACCOUNT_FIELDS.email,
      ACCOUNT_FIELDS.status,
      ACCOUNT_FIELDS.createdAt,
    ],
    cells: (company) => [
      company.companyName,
      company.productCategory,
      company.boothSize,
      company.contactPerson,
      `${company.User.firstname} ${company.User.lastname}`,
      company.User.email,
      company.status,
      formatInstant(company.createdAt, EXPORT_TIME_ZONE),
    ],
  },
};
