import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { MESSAGES, ROLES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';

describeOnEachDatabase('POST /api/auth/register', (ctx) => {
  const register = (body: unknown) => ctx.request({ method: 'POST', url: '/api/auth/register', body });
  const valid = () => ({ firstname: 'Ann', lastname: 'Lee', email: ctx.uniqueEmail(), password: 'long enough', role: 'user' });

  it('creates a user and answers 201 with the message and a token', async () => {
    const body = valid();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json.message).toBe(MESSAGES.registrationSuccess);
    expect(decodeJwt(json.token)).toMatchObject({ email: body.email, firstname: 'Ann', lastname: 'Lee', role: ROLES.user });
    const row = await ctx.db.selectFrom('users').selectAll().where('email_lower', '=', body.email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('subject_id', '=', row.id).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['user.register']);
  });

  it('stores the role user whatever role the body sends', async () => {
    for (const role of [ROLES.admin, ROLES.owner, 'superuser', undefined]) {
      const body = { ...valid(), role };
      const response = await register(body);
      expect(response.statusCode).toBe(201);
      expect(decodeJwt(response.json().token).role).toBe(ROLES.user);
      const row = await ctx.db.selectFrom('users').select('role').where('email_lower', '=', body.email).executeTakeFirstOrThrow();
      expect(row.role).toBe(ROLES.user);
    }
  });

  it('refuses an email that exists in another case with 409', async () => {
    const body = valid();
    expect((await register(body)).statusCode).toBe(201);
    const before = await ctx.userCount();
    const duplicate = await register({ ...valid(), email: `  ${body.email.toUpperCase()} ` });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: MESSAGES.emailTaken });
    expect(await ctx.userCount()).toBe(before);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    const before = await ctx.userCount();
    for (const password of ['1234567', 'x'.repeat(129)]) {
      const response = await register({ ...valid(), password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.passwordLength, errors: { password: MESSAGES.passwordLength } });
    }
    expect((await register({ ...valid(), password: 'x'.repeat(128) })).statusCode).toBe(201);
    expect((await register({ ...valid(), password: '12345678' })).statusCode).toBe(201);
    expect(await ctx.userCount()).toBe(before + 2);
  });

  it('answers "All fields are required." when a field is missing or blank', async () => {
    const before = await ctx.userCount();
    for (const field of ['firstname', 'lastname', 'email', 'password'] as const) {
      for (const value of [undefined, '', '   ']) {
        if (field === 'password' && value === '   ') continue; // spaces are a (short) password
        const response = await register({ ...valid(), [field]: value });
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(response.json().message).toBe(MESSAGES.allRequired);
        expect(response.json().errors[field]).toBe(MESSAGES.allRequired);
      }
    }
    const empty = await register({});
    expect(empty.json()).toMatchObject({ message: MESSAGES.allRequired });
    expect(await ctx.userCount()).toBe(before);
  });

  it('refuses an invalid email address', async () => {
    const response = await register({ ...valid(), email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.emailInvalid });
  });

  it('limits sign-ups per address, since each one costs a password hash', async () => {
    const app = await ctx.buildApp({ REGISTER_MAX_PER_WINDOW: '2' });
    const ip = '203.0.113.9';
    for (let i = 0; i < 2; i += 1) {
      expect((await ctx.request({ app, method: 'POST', url: '/api/auth/register', body: valid(), ip })).statusCode).toBe(201);
    }
    const before = await ctx.userCount();
    const refused = await ctx.request({ app, method: 'POST', url: '/api/auth/register', body: valid(), ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.userCount()).toBe(before);
    // Another address is not held back.
    expect((await ctx.request({ app, method: 'POST', url: '/api/auth/register', body: valid(), ip: '203.0.113.10' })).statusCode).toBe(201);
  });
});
