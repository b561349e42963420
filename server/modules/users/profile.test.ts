import * as z from 'zod/mini';
import { expect, it } from 'vitest';
import { MESSAGES, ROLES, userProfile } from '../../../src/api/contract';
import { describeOnEachDatabase } from '../../test/harness';

describeOnEachDatabase('/api/user/profile', (ctx) => {
  const getProfile = (token?: string) => ctx.request({ url: '/api/user/profile', token });
  const putProfile = (token: string, body: unknown) => ctx.request({ method: 'PUT', url: '/api/user/profile', token, body });
  const changes = (email: string) => ({ firstname: 'Nia', lastname: 'Okafor', email, phone: '+44 20 7946 0000', bio: 'Booth graphics.' });

  it('answers the signed-in user as {user}', async () => {
    const user = await ctx.registerUser({ firstname: 'Cy', lastname: 'Roe' });
    const response = await getProfile(user.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['user']);
    expect(z.strictObject(userProfile.shape).parse(body.user)).toEqual({
      id: user.id,
      firstname: 'Cy',
      lastname: 'Roe',
      email: user.email,
      phone: null,
      bio: null,
      role: ROLES.user,
      avatar: null,
      language: 'en',
    });
  });

  it('answers "Please login." without a token', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.pleaseLogin });
  });

  it('updates names, email, phone and bio but never the role', async () => {
    const user = await ctx.registerUser();
    const email = ctx.uniqueEmail('new');
    const response = await putProfile(user.token, { ...changes(email), role: ROLES.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ ...changes(email), role: ROLES.user });
    expect((await getProfile(user.token)).json().user).toMatchObject({ ...changes(email), role: ROLES.user });
    const row = await ctx.db.selectFrom('users').select(['role', 'email_lower']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: ROLES.user, email_lower: email.toLowerCase() });
    const signIn = await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email, password: user.password } });
    expect(signIn.statusCode).toBe(200);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('subject_id', '=', user.id).execute();
    expect(audit.map((entry) => entry.action)).toContain('user.profile-update');
  });

  it('clears phone and bio when they are sent empty', async () => {
    const user = await ctx.registerUser();
    await putProfile(user.token, changes(user.email));
    const response = await putProfile(user.token, { ...changes(user.email), phone: '', bio: null });
    expect(response.json().user).toMatchObject({ phone: null, bio: null });
  });

  it('answers 409 for an email another account holds, in any case', async () => {
    const other = await ctx.registerUser();
    const user = await ctx.registerUser();
    const response = await putProfile(user.token, changes(other.email.toUpperCase()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.emailTaken });
    expect((await getProfile(user.token)).json().user.email).toBe(user.email);
  });

  it('accepts the own email in another case', async () => {
    const user = await ctx.registerUser();
    const response = await putProfile(user.token, changes(user.email.toUpperCase()));
    expect(response.statusCode).toBe(200);
  });

  it('answers the field message for a missing first name', async () => {
    const user = await ctx.registerUser();
    const response = await putProfile(user.token, { ...changes(user.email), firstname: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.firstNameRequired, errors: { firstname: MESSAGES.firstNameRequired } });
  });
});
