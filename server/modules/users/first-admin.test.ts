import { expect, it } from 'vitest';
import { ROLES } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';
import { seedFirstAdmin } from './first-admin';

describeOnEachDatabase('seedFirstAdmin', (ctx) => {
  it('creates the admin with a generated password on an empty database, once', async () => {
    const admin = await seedFirstAdmin(ctx.db, { adminEmail: 'Admin@Example.com', adminPassword: undefined });
    expect(admin?.email).toBe('Admin@Example.com');
    expect(admin?.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const row = await ctx.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: ROLES.admin, status: 'Active', email_lower: 'admin@example.com' });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    const signIn = await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: 'admin@example.com', password: admin!.generatedPassword } });
    expect(signIn.statusCode).toBe(200);

    expect(await seedFirstAdmin(ctx.db, { adminEmail: 'other@example.com', adminPassword: 'given password' })).toBeNull();
    expect(await ctx.userCount()).toBe(1);
  });

  it('uses ADMIN_PASSWORD when given and prints nothing', async () => {
    await ctx.db.deleteFrom('users').execute();
    const admin = await seedFirstAdmin(ctx.db, { adminEmail: 'boss@example.com', adminPassword: 'given password' });
    expect(admin).toEqual({ email: 'boss@example.com', generatedPassword: undefined });
    const signIn = await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: 'boss@example.com', password: 'given password' } });
    expect(signIn.statusCode).toBe(200);
  });
});
