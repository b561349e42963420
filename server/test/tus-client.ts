import type { LightMyRequestResponse } from 'fastify';
import { PREFLIGHT_CHECK } from '../modules/uploads/check-repository';
import type { TestContext } from './harness';

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** The tus protocol spoken by hand over the app's own requests: create, send bytes, ask the offset. */
export function tusClient(ctx: TestContext, token: string, app?: Parameters<TestContext['request']>[0]['app']) {
  return {
    create: (length: number | null, fields: Record<string, string>) =>
      ctx.request({
        method: 'POST',
        url: '/api/uploads',
        token,
        app,
        headers: { ...TUS, ...(length === null ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }), 'upload-metadata': metadata(fields) },
      }),
    patch: (location: string, offset: number, bytes: Buffer) =>
      ctx.request({
        method: 'PATCH',
        url: location,
        token,
        app,
        body: bytes,
        headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      }),
    head: (location: string) => ctx.request({ method: 'HEAD', url: location, token, app, headers: TUS }),
    remove: (location: string) => ctx.request({ method: 'DELETE', url: location, token, app, headers: TUS }),
  };
}

/**
 * Waits for the file check the finished upload queued (its job, kicked by the upload, runs outside
 * the request), and answers the response with the version as it stands then: its report whole.
 */
export async function afterItsCheck(ctx: TestContext, token: string, finished: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  if (finished.statusCode >= 300) return finished;
  await ctx.app.jobs.settled(PREFLIGHT_CHECK);
  const { id } = finished.json<{ id: number }>();
  const checked = await ctx.request({ method: 'GET', url: `/api/artwork/version/${id}`, token });
  return Object.assign(finished, { payload: checked.payload, body: checked.body, json: checked.json });
}

/**
 * Creates an upload and sends all of `bytes` in one PATCH; answers the final response, with the
 * version once its file check is done.
 */
export async function uploadWhole(ctx: TestContext, token: string, requirementId: number, filename: string, bytes: Buffer) {
  const tus = tusClient(ctx, token);
  const created = await tus.create(bytes.length, { requirementId: String(requirementId), filename });
  if (created.statusCode !== 201) return created;
  return afterItsCheck(ctx, token, await tus.patch(created.headers.location as string, 0, bytes));
}
