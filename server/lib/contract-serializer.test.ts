import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { type ExhibitingCompaniesPage, exhibitingCompaniesPage } from '../../src/api/contract';
import { serializerCompiler } from './contract-serializer';

const route = { schema: exhibitingCompaniesPage, method: 'GET', url: '/api/exhibiting-companies', httpStatus: '200' };
const serialize = (compiler: typeof serializerCompiler, data: unknown) => (compiler as (input: typeof route) => (value: unknown) => string)(route)(data);

const company = (id: number): ExhibitingCompaniesPage['exhibitingCompanies'][number] => ({
  id,
  User: { id: id + 100, firstname: 'Ann', lastname: 'Lee', email: `ann${id}@example.com`, phone: null, role: 'Exhibiting Company', invited: false, createdAt: '2026-01-01T00:00:00.000Z' },
  companyName: `Company ${id}`,
  productCategory: 'Signs',
  boothSize: '3x3',
  contactPerson: 'Ann Lee',
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const page = { exhibitingCompanies: [company(1), company(2)], totalItems: 2, totalPages: 1, currentPage: 1 };

describe('the answer serializer', () => {
  it('writes what the contract’s own serializer writes', () => {
    expect(serialize(serializerCompiler, page)).toBe(serialize(zodSerializerCompiler as typeof serializerCompiler, page));
  });

  it('drops what the contract does not name, however deep', () => {
    const leaky = { ...page, exhibitingCompanies: [{ ...company(3), passwordHash: 'secret', User: { ...company(3).User, password_hash: 'secret' } }] };
    expect(serialize(serializerCompiler, leaky)).not.toContain('secret');
  });

  it('refuses an answer the contract does not allow', () => {
    const wrong = { ...page, exhibitingCompanies: [{ ...company(4), status: 'Sleeping' }] };
    expect(() => serialize(serializerCompiler, wrong)).toThrow();
    expect(() => serialize(serializerCompiler, { ...page, exhibitingCompanies: [{ ...company(5), User: { ...company(5).User, id: 1.5 } }] })).toThrow();
  });
});
