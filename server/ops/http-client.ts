/** Requests to an app process over real HTTP, as a browser (or a proxy in front) sends them. */

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  body?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** The client's address, as a proxy says it (`X-Forwarded-For`; the app runs with TRUST_PROXY). */
  ip?: string;
}

export async function call(baseUrl: string, method: string, url: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(new URL(url, baseUrl), { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text, json: <T>() => JSON.parse(text) as T };
}

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** The tus protocol by hand: create, send bytes from an offset, ask the offset. */
export const tus = {
  create: (baseUrl: string, token: string, length: number, fields: Record<string, string>, ip?: string) =>
    call(baseUrl, 'POST', '/api/uploads', { token, ip, headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(fields) } }),
  patch: (baseUrl: string, token: string, location: string, offset: number, bytes: Uint8Array<ArrayBuffer>, ip?: string) =>
    call(baseUrl, 'PATCH', location, { token, ip, body: bytes, headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' } }),
  head: (baseUrl: string, token: string, location: string, ip?: string) => call(baseUrl, 'HEAD', location, { token, ip, headers: TUS }),
};
