// npm run bench:upload — a 200 MiB artwork file through the real resumable-upload endpoint on a
// listening server, beside a plain copy of the same bytes in the same run; the server's memory
// with four uploads at once; and the bytes an oversize upload gets to write.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { exhibitingCompany } from './exhibiting-company';
import { startApp } from './start-app';

const MIB = 1024 * 1024;
const SIZE_MIB = Number(process.env.UPLOAD_MIB ?? 200);
const LIMIT = SIZE_MIB * MIB;
const WIDTH = 8192;

const mbps = (bytes: number, ms: number) => (bytes / MIB / (ms / 1000)).toFixed(0);
const encode = (value: string) => Buffer.from(value).toString('base64');

async function main() {
  const { app, close } = await startApp({ UPLOAD_MAX_BYTES: String(LIMIT), ARTWORK_QUOTA_BYTES: String(20 * LIMIT) });
  const work = path.join(tmpdir(), `bench-upload-${Date.now()}`);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    // A company exhibiting at an event that asks for a PNG up to the limit.
    const { token, requirementId } = await exhibitingCompany(app, { name: 'Wall', formats: 'png', width_mm: 2000, height_mm: 2000, bleed_mm: 0, min_dpi: null, colour_mode: null, max_bytes: LIMIT });
    const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };

    // The file: an uncompressed PNG of noise just under the limit, made by libvips, not in JS memory.
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    const file = path.join(work, 'wall.png');
    const height = Math.floor((LIMIT * 0.995) / (WIDTH * 3 + 1));
    await sharp({ create: { width: WIDTH, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png({ compressionLevel: 0 }).toFile(file);
    const size = (await stat(file)).size;

    const upload = async (bytes: () => Readable, length: number, name = 'wall.png') => {
      const created = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { ...headers, 'upload-length': String(length), 'upload-metadata': `requirementId ${encode(String(requirementId))},filename ${encode(name)}` } });
      if (created.status !== 201) return { status: created.status, body: await created.text() };
      const location = new URL(created.headers.get('location')!, base).toString();
      // node:http with pipe, so the sender waits for the server (backpressure), as a browser does.
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(location, { method: 'PATCH', headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        bytes().on('error', reject).pipe(request);
      });
    };

    // Baseline: the same bytes read and written once, with the same SHA-256 on the way.
    const copyStarted = performance.now();
    const hash = createHash('sha256');
    const source = createReadStream(file);
    source.on('data', (chunk) => hash.update(chunk));
    await pipeline(source, createWriteStream(path.join(work, 'copy.png')));
    const copyMs = performance.now() - copyStarted;
    await rm(path.join(work, 'copy.png'));

    const started = performance.now();
    const one = await upload(() => createReadStream(file), size);
    const uploadMs = performance.now() - started;
    if (one.status !== 200) throw new Error(`The upload failed: ${one.status} ${one.body}`);
    const version = JSON.parse(one.body) as { sha256: string; preflight: { outcome: string } };
    const hashOk = version.sha256 === hash.digest('hex');

    // Four at once, the server's resident memory sampled every 50 ms.
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const fourStarted = performance.now();
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(() => createReadStream(file), size)));
    const fourMs = performance.now() - fourStarted;
    clearInterval(sampler);

    // Oversize: declared over the limit (refused before a byte), and declared at the limit but
    // sending 16 MiB more (the store stops at the declared length).
    const refused = await upload(() => createReadStream(file), LIMIT + 1);
    const incoming = path.join(app.storage.incomingDir, 'tus');
    let written = 0;
    const watcher = setInterval(async () => {
      for (const name of await readdir(incoming).catch(() => [])) {
        if (!name.endsWith('.json')) written = Math.max(written, (await stat(path.join(incoming, name)).catch(() => ({ size: 0 }))).size);
      }
    }, 20);
    const noise = () => Readable.from((function* () {
      const chunk = Buffer.alloc(MIB, 7);
      for (let sent = 0; sent < LIMIT + 16 * MIB; sent += MIB) yield chunk;
    })());
    const over = await upload(noise, LIMIT, 'over.png');
    clearInterval(watcher);

    console.log(`file: ${(size / MIB).toFixed(1)} MiB PNG (${WIDTH} × ${height}), limit ${SIZE_MIB} MiB`);
    console.log(`plain copy with SHA-256 (baseline): ${copyMs.toFixed(0)} ms  ${mbps(size, copyMs)} MiB/s`);
    console.log(`through /api/uploads (tus, hash, format check, preflight, thumbnail): ${uploadMs.toFixed(0)} ms  ${mbps(size, uploadMs)} MiB/s  (${(uploadMs / copyMs).toFixed(2)}× the copy; hash ${hashOk ? 'matches' : 'DIFFERS'}; preflight ${version.preflight.outcome})`);
    console.log(`four at once: ${fourMs.toFixed(0)} ms, ${mbps(4 * size, fourMs)} MiB/s in all, statuses ${four.map((result) => result.status).join(' ')}; RSS ${(rssBefore / MIB).toFixed(0)} → peak ${(rssPeak / MIB).toFixed(0)} MiB (growth ${((rssPeak - rssBefore) / MIB).toFixed(0)} MiB)`);
    console.log(`declared over the limit: ${refused.status} before any byte`);
    console.log(`declared at the limit, sent 16 MiB more: ${over.status}; most bytes on disk ${(written / MIB).toFixed(2)} MiB = limit + ${((written - LIMIT) / 1024).toFixed(0)} KiB; left afterwards: ${(await readdir(incoming)).filter((name) => !name.endsWith('.json')).length} files`);
  } finally {
    await close();
    await rm(work, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
