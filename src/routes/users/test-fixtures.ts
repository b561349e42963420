import type { AccountUser, EventOrganiser, ExhibitingCompany, OwnerAdmin, Role } from '../../api/contract';

const userOf = (id: number, firstname: string, lastname: string, role: Role, phone: string | null = null): AccountUser => ({
  id: 100 + id,
  firstname,
  lastname,
  email: `${firstname.toLowerCase()}.${lastname.toLowerCase()}@example.com`,
  phone,
  role,
  invited: false,
  createdAt: '2026-11-23T10:00:00.000Z',
});

export const ownerAdminFixture = (id: number, overrides: Partial<OwnerAdmin> = {}): OwnerAdmin => ({
  id,
  User: userOf(id, id === 1 ? 'Ann' : `Person${id}`, 'Lee', 'Owner/Admin'),
  permissions: '"events", \'artwork\'',
  status: id % 2 === 0 ? 'Inactive' : 'Active',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

export const organiserFixture = (id: number, overrides: Partial<EventOrganiser> = {}): EventOrganiser => ({
  id,
  User: userOf(id, 'Olive', 'Organiser', 'Event Organiser', '+44 20 7946 0000'),
  status: 'Active',
  jobTitle: 'Event Lead',
  companyName: 'Expo Ltd',
  companyAddress: null,
  additionalContactEmail: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

export const companyFixture = (id: number, overrides: Partial<ExhibitingCompany> = {}): ExhibitingCompany => ({
  id,
  User: userOf(id, 'Cara', 'Contact', 'Exhibiting Company'),
  companyName: 'Acme Displays',
  productCategory: 'Signage',
  boothSize: '3x3',
  contactPerson: 'Cara Contact',
  status: 'Active',
  createdAt: '2026-09-04T10:00:00.000Z',
  ...overrides,
});

/** A list answer of the given rows. */
export const pageOf = <Row>(key: string, rows: Row[], totalItems: number, page = 1) => ({
  [key]: rows,
  totalItems,
  totalPages: Math.max(1, Math.ceil(totalItems / 8)),
  currentPage: page,
});
