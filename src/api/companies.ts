import { accountApi } from './accounts';
import { exhibitingCompaniesPage, exhibitingCompany, type ExhibitingCompanyBody } from './contract';

export const companiesApi = accountApi<typeof exhibitingCompany, typeof exhibitingCompaniesPage, ExhibitingCompanyBody>({
  listPath: 'exhibiting-companies',
  itemPath: 'exhibiting-company',
  entity: exhibitingCompany,
  page: exhibitingCompaniesPage,
  listKey: 'exhibitingCompanies',
});
