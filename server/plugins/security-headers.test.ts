import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { UPLOADS_PATH } from '../../src/api/contract';
import { castOf, type RoleAccount } from '../test/accounts';
import { describeOnEachDatabase } from '../test/harness';

/** What a browser renders, runs or saves needs these; JSON read by the app's own script does not. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** OWASP's REST Security Cheat Sheet set, and CORP. */
function expectApiHeaders(response: LightMyRequestResponse, what: string) {
  const { headers } = response;
  expect(headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['cache-control'], what).toBe('no-store');
  for (const name of DOCUMENT_ONLY) expect(headers[name], `${what}: ${name}`).toBeUndefined();
}

/** Every header a page or a file had before: the page policy (or the answer's own) and the rest. */
function expectDocumentHeaders(response: LightMyRequestResponse, what: string, policy: RegExp = /^default-src 'self';script-src 'self'/) {
  const { headers } = response;
  expect(String(headers['content-security-policy']), what).toMatch(policy);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d+/);
  for (const name of DOCUMENT_ONLY) expect(headers[name], `${what}: ${name}`).toBeDefined();
}

describeOnEachDatabase('security headers by kind of answer', (ctx) => {
  let cast: Awaited<ReturnType<typeof castOf>>;
  let company: RoleAccount;
  let app: FastifyInstance;

  beforeAll(async () => {
    cast = await castOf(ctx);
    company = cast.company;
    const distDir = path.join(ctx.dir, 'dist-headers');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    app = await ctx.buildApp({}, { distDir });
    app.get('/api/test/fails', { config: { public: true } }, async () => {
      throw new Error('exploded');
    });
    app.get('/api/test/annotation', { config: { public: true } }, async (_request, reply) => reply.type('application/ld+json; profile="http://www.w3.org/ns/anno.jsonld"').send('{}'));
  });

  it('gives JSON answers the REST set and none of the document headers, errors, 404s and 429s included', async () => {
    const answers: [string, Promise<LightMyRequestResponse>, number][] = [
      ['health', ctx.request({ app, url: '/api/health' }), 200],
      ['HEAD of health', ctx.request({ app, method: 'HEAD', url: '/api/health' }), 200],
      ['profile', ctx.request({ app, url: '/api/user/profile', token: cast.user.token }), 200],
      ['signed out', ctx.request({ app, url: '/api/user/profile' }), 401],
      ['forbidden', ctx.request({ app, url: '/api/exhibiting-companies', token: cast.user.token }), 403],
      ['malformed JSON', ctx.request({ app, method: 'POST', url: '/api/auth/login', body: '{"email":', headers: { 'content-type': 'application/json' } }), 400],
      ['unknown API path', ctx.request({ app, url: '/api/nope' }), 404],
      ['POST to a page path', ctx.request({ app, method: 'POST', url: '/signin' }), 404],
      ['server error', ctx.request({ app, url: '/api/test/fails' }), 500],
      ['JSON-LD', ctx.request({ app, url: '/api/test/annotation' }), 200],
    ];
    for (const [what, answer, status] of answers) {
      const response = await answer;
      expect(response.statusCode, what).toBe(status);
      expectApiHeaders(response, what);
    }
  });

  it('gives the rate limit’s 429 the REST set', async () => {
    const limited = await ctx.buildApp({ RATE_LIMIT_MAX: '1' });
    const ip = '10.201.0.1';
    expect((await ctx.request({ app: limited, url: '/api/user/profile', ip, token: cast.user.token })).statusCode).toBe(200);
    const response = await ctx.request({ app: limited, url: '/api/user/profile', ip, token: cast.user.token });
    expect(response.statusCode).toBe(429);
    expectApiHeaders(response, '429');
  });

  it('gives the answers tus writes itself the REST set', async () => {
    const options = await ctx.request({ app, method: 'OPTIONS', url: UPLOADS_PATH, token: company.token });
    expect(options.statusCode).toBe(204);
    expectApiHeaders(options, 'OPTIONS');
    const refused = await ctx.request({ app, method: 'POST', url: UPLOADS_PATH, token: company.token, headers: { 'tus-resumable': '1.0.0' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expectApiHeaders(refused, 'refused creation');
  });

  it('keeps the full set on pages, files and the OpenAPI description', async () => {
    const page = await ctx.request({ app, url: '/events' });
    expect(page.statusCode).toBe(200);
    expectDocumentHeaders(page, 'page', /^default-src 'self';script-src 'self' 'nonce-/);
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await ctx.request({ app, url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expectDocumentHeaders(asset, 'asset');
    expect(asset.headers['cache-control']).toContain('immutable');

    const docs = await ctx.request({ app, url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expectDocumentHeaders(docs, 'OpenAPI description');

    const csv = await ctx.request({ app, url: '/api/exhibiting-companies/export.csv', token: cast.admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expectDocumentHeaders(csv, 'CSV export');
    expect(csv.headers['cache-control']).toBe('no-store');
  });
});
