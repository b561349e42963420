import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { loginBody, MESSAGES, registerBody } from '../src/api/contract';
import { describeOnEachDatabase } from './test/harness';

describeOnEachDatabase('the app', (ctx) => {
  const post = (url: string, payload: string, contentType = 'application/json') =>
    ctx.request({ method: 'POST', url, body: payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await post('/api/auth/login', '{"email": "a@b.c", "password": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson });
  });

  it('answers wrong field types with 400 and per-field messages', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: 42, password: ['x'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.bothRequired, errors: { email: MESSAGES.bothRequired, password: MESSAGES.bothRequired } });
    const notAnObject = await post('/api/auth/register', '[1, 2]');
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe(MESSAGES.invalidRequest);
  });

  it('refuses a 2 MB body with 413 before any work', async () => {
    const before = await ctx.db.selectFrom('login_attempts').selectAll().execute();
    const response = await ctx.request({ method: 'POST', url: '/api/auth/login', body: { email: 'big@example.com', password: 'x'.repeat(2_000_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.payloadTooLarge });
    expect(await ctx.db.selectFrom('login_attempts').selectAll().execute()).toEqual(before);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/auth/nope'], ['GET', '/api'], ['DELETE', '/api/user/profile']] as const) {
      const response = await ctx.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    }
  });

  it('answers pages with a JSON 404 when no SPA is built', async () => {
    const app = await ctx.buildApp({}, { distDir: path.join(ctx.dir, 'no-dist') });
    const response = await ctx.request({ app, url: '/profile' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('serves the built SPA, with index.html for every other page path', async () => {
    const distDir = path.join(ctx.dir, 'dist');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root">spa-marker</div>');
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    // The compiled server, which the build puts beside the SPA, is not the browser's.
    mkdirSync(path.join(distDir, 'server'));
    writeFileSync(path.join(distDir, 'server', 'main.js'), 'const secret = "server-marker";');
    const app = await ctx.buildApp({}, { distDir });

    for (const url of ['/', '/signin', '/owner-admins/view/3', '/set-password?token=abc']) {
      const response = await ctx.request({ app, url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('spa-marker');
    }
    const asset = await ctx.request({ app, url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toContain('console.log');
    const api = await ctx.request({ app, url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: MESSAGES.notFound });
    expect((await ctx.request({ app, method: 'POST', url: '/signin' })).statusCode).toBe(404);
    for (const url of ['/server/main.js', '/server/../server/main.js', '/server%2Fmain.js']) {
      expect((await ctx.request({ app, url })).body, url).not.toContain('server-marker');
    }
  });

  it('sends the compressed copy the build wrote beside an asset to a browser that takes it', async () => {
    const distDir = path.join(ctx.dir, 'dist-compressed');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = 'console.log("calendar");'.repeat(100);
    writeFileSync(path.join(distDir, 'assets', 'calendar-abc123.js'), script);
    writeFileSync(path.join(distDir, 'assets', 'calendar-abc123.js.gz'), gzipSync(script));
    const app = await ctx.buildApp({}, { distDir });

    const compressed = await ctx.request({ app, url: '/assets/calendar-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(script);

    const plain = await ctx.request({ app, url: '/assets/calendar-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('hands each page its own style nonce, the one its Content-Security-Policy admits', async () => {
    const distDir = path.join(ctx.dir, 'dist-nonce');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    const app = await ctx.buildApp({}, { distDir });
    const nonces = new Set<string>();
    for (const url of ['/', '/signin']) {
      const response = await ctx.request({ app, url });
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
      if (!nonce) throw new Error(`no nonce in ${response.body}`);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-${nonce}'`));
      expect(csp).not.toContain('unsafe-inline');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
    // Even asked for by name, the page comes with its nonce.
    expect((await ctx.request({ app, url: '/index.html' })).body).toContain('<meta name="csp-nonce"');
  });

  it('sends a strict Content-Security-Policy', async () => {
    const csp = (await ctx.request({ url: '/api/docs' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('never shows a stack trace or SQL in a 500', async () => {
    const app = await ctx.buildApp();
    app.get('/api/test/throws', { config: { public: true } }, async () => {
      throw new Error('SELECT password_hash FROM users exploded');
    });
    app.get('/api/test/bad-sql', { config: { public: true } }, async () => {
      await sql`SELECT * FROM no_such_table`.execute(app.db);
      return {};
    });
    for (const url of ['/api/test/throws', '/api/test/bad-sql']) {
      const response = await ctx.request({ app, url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: MESSAGES.serverError });
      expect(response.body).not.toMatch(/SELECT|no_such_table|at .*\.ts/);
    }
  });

  it('answers 429 JSON once the global rate limit is used up', async () => {
    const app = await ctx.buildApp({ RATE_LIMIT_MAX: '2' });
    const ip = '10.200.0.1';
    for (let request = 1; request <= 2; request += 1) expect((await ctx.request({ app, url: '/api/docs', ip })).statusCode).toBe(200);
    const limited = await ctx.request({ app, url: '/api/docs', ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a client behind the proxy by the rightmost address the proxy did not add: entries a client sends count for nothing', async () => {
    // Each request claims a new address of its own at the left of X-Forwarded-For.
    const spoofing = (app: Parameters<typeof ctx.request>[0]['app'], forwarded: (n: number) => string) => async () => {
      const answers: number[] = [];
      for (let n = 1; n <= 3; n += 1) {
        answers.push((await ctx.request({ app, url: '/api/docs', ip: '127.0.0.1', headers: { 'x-forwarded-for': forwarded(n) } })).statusCode);
      }
      // Another client behind the same proxy has a count of its own.
      answers.push((await ctx.request({ app, url: '/api/docs', ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.99' } })).statusCode);
      return answers;
    };
    const byHops = await ctx.buildApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    expect(await spoofing(byHops, (n) => `198.51.100.${n}, 203.0.113.7`)()).toEqual([200, 200, 429, 200]);
    const byAddress = await ctx.buildApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    expect(await spoofing(byAddress, (n) => `198.51.100.${n}, 203.0.113.8, 10.1.2.3`)()).toEqual([200, 200, 429, 200]);
    // The old value keeps working, read as one proxy.
    const old = await ctx.buildApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' });
    expect(await spoofing(old, (n) => `198.51.100.${n}, 203.0.113.9`)()).toEqual([200, 200, 429, 200]);
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await ctx.request({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/artwork/checklist',
      '/api/artwork/version/{id}',
      '/api/artwork/version/{id}/annotation',
      '/api/artwork/version/{id}/annotation/{annotationId}',
      '/api/artwork/version/{id}/annotation/{annotationId}/reopen',
      '/api/artwork/version/{id}/annotation/{annotationId}/reply',
      '/api/artwork/version/{id}/annotation/{annotationId}/resolve',
      '/api/artwork/version/{id}/annotations',
      '/api/artwork/version/{id}/check',
      '/api/artwork/version/{id}/checklist',
      '/api/artwork/version/{id}/checklist/{itemId}',
      '/api/artwork/version/{id}/difference',
      '/api/artwork/version/{id}/file',
      '/api/artwork/version/{id}/page/{page}/difference.dzi',
      '/api/artwork/version/{id}/page/{page}/difference_files/{level}/{tile}',
      '/api/artwork/version/{id}/page/{page}/image.dzi',
      '/api/artwork/version/{id}/page/{page}/image_files/{level}/{tile}',
      '/api/artwork/version/{id}/proof-report.pdf',
      '/api/artwork/version/{id}/recheck',
      '/api/artwork/version/{id}/review',
      '/api/artwork/version/{id}/standing',
      '/api/artwork/version/{id}/subject',
      '/api/artwork/version/{id}/submit',
      '/api/artwork/version/{id}/thumbnail',
      '/api/artwork/version/{id}/tiles',
      '/api/audit-log',
      '/api/audit-log/actors',
      '/api/auth/check-reset-token',
      '/api/auth/confirm-registration',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/register',
      '/api/auth/reset-password',
      '/api/auth/send-reset-link',
      '/api/auth/sign-in-code',
      '/api/auth/sign-in-code/send',
      '/api/auth/sign-in-link',
      '/api/auth/sign-in-link/check',
      '/api/auth/sign-in-link/renew',
      '/api/auth/sign-in-settings',
      '/api/dashboard',
      '/api/email-template/{key}',
      '/api/email-template/{key}/preview',
      '/api/email-templates',
      '/api/event',
      '/api/event-organiser',
      '/api/event-organiser/{id}',
      '/api/event-organiser/{id}/deletion',
      '/api/event-organisers',
      '/api/event-organisers/export.csv',
      '/api/event/{id}',
      '/api/event/{id}/approval-flow',
      '/api/event/{id}/approved.zip',
      '/api/event/{id}/approved.zip/link',
      '/api/event/{id}/exhibitor',
      '/api/event/{id}/exhibitor/{companyId}',
      '/api/event/{id}/exhibitors',
      '/api/event/{id}/exhibitors/import',
      '/api/event/{id}/guest/{grantId}',
      '/api/event/{id}/guests',
      '/api/event/{id}/matrix',
      '/api/event/{id}/matrix.csv',
      '/api/event/{id}/remind',
      '/api/event/{id}/requirement',
      '/api/event/{id}/requirements',
      '/api/event/{id}/reviewers',
      '/api/events',
      '/api/exhibiting-companies',
      '/api/exhibiting-companies/export.csv',
      '/api/exhibiting-company',
      '/api/exhibiting-company/{id}',
      '/api/exhibiting-company/{id}/deletion',
      '/api/exhibiting-company/{id}/invitation',
      '/api/guest/reviews',
      '/api/health',
      '/api/owner-admin',
      '/api/owner-admin/{id}',
      '/api/owner-admins',
      '/api/owner-admins/export.csv',
      '/api/requirement/{id}',
      '/api/requirement/{id}/approval-flow',
      '/api/requirement/{id}/extension/{companyId}',
      '/api/requirement/{id}/reopen',
      '/api/requirement/{id}/reviews',
      '/api/requirement/{id}/template',
      '/api/requirement/{id}/versions',
      '/api/review-queue',
      '/api/search',
      '/api/uploads',
      '/api/uploads/{id}',
      '/api/user/profile',
    ]);
    expect(Object.keys(doc.paths['/api/user/profile']).sort()).toEqual(['get', 'put']);
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(doc.paths['/api/user/profile'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('never answers random bodies with a 5xx and never creates a user from one', async () => {
    const before = await ctx.userCount();
    const fields = ['firstname', 'lastname', 'email', 'password', 'role', '__proto__', 'constructor'];
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()),
      fc.record({ email: fc.oneof(fc.emailAddress(), fc.string()), password: fc.string({ maxLength: 200 }) }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/auth/login', '/api/auth/register', '/api/auth/confirm-registration'), body, async (url, payload) => {
        const schema = url === '/api/auth/login' ? loginBody : registerBody;
        fc.pre(!schema.safeParse(payload).success || url !== '/api/auth/register');
        const response = await post(url, JSON.stringify(payload));
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 150 },
    );
    expect(await ctx.userCount()).toBe(before);
  });

  // 240 requests, a quarter of them hashing a new password: 11 s on a quiet machine, past the 30 s
  // default beside a CPU-bound loop. The ceiling stops a hang; the test ends when its runs do.
  it('never answers a 5xx to any characters in well-shaped bodies (NUL and control characters included)', { timeout: 120_000 }, async () => {
    const { token } = await ctx.registerUser();
    // Valid around the edges, so that the odd characters reach the database rather than an early 400.
    const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
    let serial = 0;
    const email = fc.oneof(
      fc.constant(null).map(() => ctx.uniqueEmail(`shaped${(serial += 1)}`)),
      text.map((odd) => `x${odd}y@example.com`),
    );
    const shaped = fc.record({ firstname: text, lastname: text, email, password: fc.constant('a valid password'), phone: text, bio: text });
    await fc.assert(
      fc.asyncProperty(shaped, async (fields) => {
        for (const [method, url] of [['POST', '/api/auth/register'], ['POST', '/api/auth/login'], ['POST', '/api/auth/send-reset-link'], ['PUT', '/api/user/profile']] as const) {
          const response = await ctx.request({ method, url, body: fields, token: url === '/api/user/profile' ? token : undefined });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(fields)}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
    await ctx.app.background.drain();
  });
});
