import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { dashboard, type ExhibitingCompaniesPage, exhibitingCompaniesPage } from '../../src/api/contract';
import { answerWriter, serializerCompiler } from './contract-serializer';

const routeOf = (schema: z.ZodMiniType) => ({ schema, method: 'GET', url: '/api/exhibiting-companies', httpStatus: '200' });
const route = routeOf(exhibitingCompaniesPage);
const serialize = (compiler: typeof serializerCompiler, data: unknown, on = route) => (compiler as (input: typeof route) => (value: unknown) => string)(on)(data);
/** What fastify-type-provider-zod's own serializer (zod's check, then JSON.stringify) writes. */
const contractJson = (data: unknown, on = route) => serialize(zodSerializerCompiler as typeof serializerCompiler, data, on);

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

/** Texts JSON escapes in every way it can: quotes, backslashes, controls, separators, astral and lone surrogates, long runs. */
const AWKWARD = ['', 'plain', 'say "hi"', 'back\\slash', 'tab\tnew\nline\r', '\u0000\u001f\u007f', '\u2028\u2029', 'café 東京 🎨', '\ud83c', '\udfa8 alone', 'x'.repeat(45) + '"', 'y'.repeat(6000) + '\n'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the answer serializer', () => {
  it('writes what the contract’s own serializer writes', () => {
    expect(serialize(serializerCompiler, page)).toBe(contractJson(page));
  });

  it('writes a list page from the contract’s JSON schema, not through JSON.stringify', () => {
    const expected = contractJson(page);
    const writer = answerWriter(exhibitingCompaniesPage);
    expect(writer.compiled).toBe(true);
    writer.stringify(page);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(writer.stringify(page)).toBe(expected);
    expect(stringify).not.toHaveBeenCalled();
  });

  it('writes the contract’s order whatever order the answer’s keys come in', () => {
    const backwards = (value: object): Record<string, unknown> => Object.fromEntries(Object.entries(value).reverse());
    const reversed = { ...backwards(page), exhibitingCompanies: page.exhibitingCompanies.map((row) => ({ ...backwards(row), User: backwards(row.User) })) };
    expect(serialize(serializerCompiler, reversed)).toBe(serialize(serializerCompiler, page));
    expect(serialize(serializerCompiler, reversed)).toBe(contractJson(reversed));
  });

  it('writes every awkward text, null and nested value as JSON.stringify does', () => {
    const awkward = {
      ...page,
      exhibitingCompanies: AWKWARD.map((text, index) => ({ ...company(index), companyName: text, contactPerson: text, User: { ...company(index).User, firstname: text, phone: index % 2 ? text : null } })),
    };
    expect(serialize(serializerCompiler, awkward)).toBe(contractJson(awkward));
  });

  it('writes optional, nullable, record and unknown values as JSON.stringify does', () => {
    const schema = z.object({
      nested: z.nullable(z.object({ at: z.number(), tags: z.array(z.nullable(z.int())) })),
      note: z.optional(z.string()),
      counts: z.record(z.string(), z.number()),
      extra: z.unknown(),
      choice: z.enum(['a', 'b']),
      flag: z.boolean(),
    });
    const on = routeOf(schema);
    for (const value of [
      { nested: { at: -0, tags: [1, null, 9007199254740991] }, note: 'n', counts: { b: 0.1 + 0.2, a: 1e21, 'q"k': -1.5e-7 }, extra: { deep: [1, 'two', null] }, choice: 'a', flag: true },
      { nested: null, counts: {}, extra: null, choice: 'b', flag: false, dropped: 'not in the contract' },
      { nested: { at: 1, tags: [] }, note: undefined, counts: { x: 2 }, extra: 'text', choice: 'a', flag: false },
    ]) {
      expect(serialize(serializerCompiler, value, on)).toBe(contractJson(value, on));
    }
    expect(answerWriter(schema).compiled).toBe(true);
  });

  it('checks a schema with defaults, pipes or transforms as the contract’s serializer does (encoding)', () => {
    const schema = z.object({ count: z._default(z.optional(z.int()), 5), name: z.pipe(z.string(), z.transform((text) => text.toUpperCase())) });
    const on = routeOf(schema);
    const outcome = (write: () => string) => {
      try {
        return write();
      } catch (error) {
        return error instanceof ResponseSerializationError ? 'refused' : error;
      }
    };
    for (const value of [{ name: 'a' }, { count: 2, name: 'b' }, { count: 1.5, name: 'c' }]) {
      expect(outcome(() => serialize(serializerCompiler, value, on))).toEqual(outcome(() => contractJson(value, on)));
    }
  });

  it('keeps JSON.stringify for a union, and writes it the same', () => {
    expect(answerWriter(dashboard).compiled).toBe(false);
    const user = { kind: 'user', upcoming: [], hidden: 'not in the contract' };
    expect(serialize(serializerCompiler, user, routeOf(dashboard))).toBe(contractJson(user, routeOf(dashboard)));
    expect(serialize(serializerCompiler, user, routeOf(dashboard))).toBe('{"kind":"user","upcoming":[]}');
  });

  it('drops what the contract does not name, however deep', () => {
    const leaky = { ...page, exhibitingCompanies: [{ ...company(3), passwordHash: 'secret', User: { ...company(3).User, password_hash: 'secret' } }] };
    expect(serialize(serializerCompiler, leaky)).not.toContain('secret');
  });

  it('refuses an answer the contract does not allow, as the contract’s own serializer does', () => {
    for (const wrong of [
      { ...page, exhibitingCompanies: [{ ...company(4), status: 'Sleeping' }] },
      { ...page, exhibitingCompanies: [{ ...company(5), User: { ...company(5).User, id: 1.5 } }] },
      { ...page, exhibitingCompanies: [{ ...company(6), User: null }] },
      { ...page, totalItems: '2' },
      { ...page, exhibitingCompanies: [{ ...company(7), companyName: undefined }] },
    ]) {
      expect(() => serialize(serializerCompiler, wrong)).toThrow(ResponseSerializationError);
      expect(() => contractJson(wrong)).toThrow(ResponseSerializationError);
    }
  });
});
