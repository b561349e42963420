import { COMPANY_TEXTS, exhibitingCompaniesPage, exhibitingCompany, exhibitingCompanyBody } from '../../../src/api/contract';
import { companyDeletionImpact } from '../accounts/deletion-impact-repository';
import { accountRoutes } from '../accounts/routes';
import { companyRepository } from './repository';

/** docs/api.md, Accounts: /api/exhibiting-companies and /api/exhibiting-company/{id}; admin and Owner/Admin. */
export const companyRoutes = accountRoutes({
  repo: companyRepository,
  permission: 'manageCompanies',
  tag: 'exhibiting-companies',
  listPath: '/exhibiting-companies',
  itemPath: '/exhibiting-company',
  listKey: 'exhibitingCompanies',
  schemas: { entity: exhibitingCompany, page: exhibitingCompaniesPage, body: exhibitingCompanyBody },
  deletedMessage: COMPANY_TEXTS.deleted,
  exportName: 'exhibiting-companies',
  deletionImpact: companyDeletionImpact,
});
