import { createHash, randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPROVALS_NAME, type ArtworkFormat, CHECKSUMS_NAME, type Event, MANIFEST_NAME, MISSING_NAME, proofReportEntryName, type Requirement } from '../../../src/api/contract';
import { nowIso } from '../../db/schema';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';

const MiB = 1024 * 1024;
/** Each approved file; seven of them make 1.03 GiB. */
const FILE_BYTES = 158 * MiB;
/** How far the process may grow while the whole ZIP goes by: a small fraction of it. */
const RSS_BOUND = 200 * MiB;
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">${'<rect x="1" y="2" width="3" height="4" fill="#c33"/>'.repeat(2000)}</svg>`);
const SVG_NAME = 'Acme-Co_A1_Logo_v1.svg';

/**
 * Writes `content`, or `bytes` of random-looking data (incompressible, like real artwork), under a
 * new storage key: one random block written again and again with its number stamped in, never the
 * whole file in memory.
 */
async function storedFile(incomingDir: string, adopt: (file: string) => Promise<string>, content: number | Buffer) {
  const file = path.join(incomingDir, `handoff-memory-${randomBytes(6).toString('hex')}`);
  const bytes = typeof content === 'number' ? content : content.length;
  const block = typeof content === 'number' ? randomBytes(4 * MiB) : content;
  const hash = createHash('sha256');
  const handle = await open(file, 'w');
  try {
    for (let written = 0, index = 0; written < bytes; index += 1) {
      if (typeof content === 'number') block.writeUInt32LE(index, 0);
      const slice = block.subarray(0, Math.min(block.length, bytes - written));
      hash.update(slice);
      await handle.write(slice);
      written += slice.length;
    }
  } finally {
    await handle.close();
  }
  return { key: await adopt(file), sha256: hash.digest('hex') };
}

interface ZipEntry {
  name: string;
  offset: number;
  method: number;
  /** As stored in the ZIP (compressed, if deflated). */
  bytes: number;
  /** Of the file's own bytes (inflated, if deflated). */
  sha256: string;
  /** The entry's bytes, kept only while small (the manifest, the missing list). */
  data?: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const DESCRIPTOR = 0x08074b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const KEEP_DATA = MiB;
const TAIL = 4 * MiB;

/**
 * Reads a ZIP as it streams by, keeping only what is small: each entry is found by its local
 * header, its bytes hashed as they pass (an entry of unknown length ends where its data
 * descriptor, with the length counted, meets the next header), and the last few MiB are kept
 * for the central directory. Memory stays flat, like the server's.
 */
class StreamedZip extends Writable {
  total = 0;
  readonly entries: ZipEntry[] = [];
  private pending = Buffer.alloc(0);
  private current?: { entry: ZipEntry; hash: ReturnType<typeof createHash>; chunks: Buffer[] | null; knownSize: number | null };
  private done = false;
  private readonly tail: Buffer[] = [];
  private tailBytes = 0;

  constructor(private readonly onChunk: () => void) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error) => void) {
    this.onChunk();
    try {
      this.total += chunk.length;
      this.keepTail(chunk);
      if (!this.done) this.scan(Buffer.concat([this.pending, chunk]));
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private keepTail(chunk: Buffer) {
    this.tail.push(chunk);
    this.tailBytes += chunk.length;
    while (this.tailBytes - this.tail[0]!.length >= TAIL) this.tailBytes -= this.tail.shift()!.length;
  }

  /** `buffer` starts at stream offset `this.total - buffer.length`. */
  private scan(buffer: Buffer) {
    let at = 0;
    const offsetOf = (index: number) => this.total - buffer.length + index;
    for (;;) {
      if (!this.current) {
        if (buffer.length - at < 30) break;
        const signature = buffer.readUInt32LE(at);
        if (signature === CENTRAL_HEADER) {
          this.done = true;
          at = buffer.length;
          break;
        }
        if (signature !== LOCAL_HEADER) throw new Error(`No local header at ${offsetOf(at)}`);
        const flags = buffer.readUInt16LE(at + 6);
        const nameLength = buffer.readUInt16LE(at + 26);
        const extraLength = buffer.readUInt16LE(at + 28);
        if (buffer.length - at < 30 + nameLength + extraLength) break;
        const entry: ZipEntry = { name: buffer.toString('utf8', at + 30, at + 30 + nameLength), offset: offsetOf(at), method: buffer.readUInt16LE(at + 8), bytes: 0, sha256: '' };
        this.current = { entry, hash: createHash('sha256'), chunks: [], knownSize: flags & 8 ? null : buffer.readUInt32LE(at + 18) };
        at += 30 + nameLength + extraLength;
        continue;
      }
      const { entry, knownSize } = this.current;
      if (knownSize !== null) {
        const take = Math.min(knownSize - entry.bytes, buffer.length - at);
        this.consume(buffer.subarray(at, at + take));
        at += take;
        if (entry.bytes < knownSize) break;
        this.finish();
        continue;
      }
      const end = this.descriptorIn(buffer, at);
      if (end === -1) {
        // Keep back what could still be a descriptor and the next header's signature.
        const keep = Math.max(at, buffer.length - 20);
        this.consume(buffer.subarray(at, keep));
        at = keep;
        break;
      }
      this.consume(buffer.subarray(at, end));
      if (buffer.readUInt32LE(end + 8) !== entry.bytes) throw new Error(`${entry.name}: the descriptor says ${buffer.readUInt32LE(end + 8)} bytes, ${entry.bytes} came`);
      at = end + 16;
      this.finish();
    }
    this.pending = Buffer.from(buffer.subarray(at));
  }

  /** Where the current entry's data descriptor starts in `buffer`, or -1 if not there yet. */
  private descriptorIn(buffer: Buffer, from: number) {
    const { entry } = this.current!;
    for (let index = buffer.indexOf('PK', from + 16); index !== -1 && index + 4 <= buffer.length; index = buffer.indexOf('PK', index + 1)) {
      const signature = buffer.readUInt32LE(index);
      if (signature !== LOCAL_HEADER && signature !== CENTRAL_HEADER) continue;
      const start = index - 16;
      if (buffer.readUInt32LE(start) === DESCRIPTOR && buffer.readUInt32LE(start + 8) === entry.bytes + (start - from)) return start;
    }
    return -1;
  }

  private consume(data: Buffer) {
    const current = this.current!;
    current.hash.update(data);
    current.entry.bytes += data.length;
    if (current.chunks && current.entry.bytes <= KEEP_DATA) current.chunks.push(Buffer.from(data));
    else current.chunks = null;
  }

  private finish() {
    const { entry, hash, chunks } = this.current!;
    entry.sha256 = hash.digest('hex');
    if (chunks) entry.data = entry.method === 8 ? inflateRawSync(Buffer.concat(chunks)) : Buffer.concat(chunks);
    if (entry.method === 8) {
      if (!entry.data) throw new Error(`${entry.name}: deflated and too large for this reader`);
      entry.sha256 = createHash('sha256').update(entry.data).digest('hex');
    }
    this.entries.push(entry);
    this.current = undefined;
  }

  /** The central directory's records, read from the kept tail. */
  centralDirectory() {
    const tail = Buffer.concat(this.tail);
    const tailStart = this.total - tail.length;
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end === -1 || tail.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) throw new Error('No end of central directory');
    const count = tail.readUInt16LE(end + 10);
    const size = tail.readUInt32LE(end + 12);
    const start = tail.readUInt32LE(end + 16);
    expect(start + size, 'the central directory ends where its end record begins').toBe(tailStart + end);
    expect(end + 22 + tail.readUInt16LE(end + 20), 'nothing after the end record').toBe(tail.length);
    const records: { name: string; method: number; bytes: number; offset: number }[] = [];
    for (let at = start - tailStart; records.length < count; ) {
      if (tail.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error(`No central header at ${tailStart + at}`);
      const nameLength = tail.readUInt16LE(at + 28);
      records.push({
        name: tail.toString('utf8', at + 46, at + 46 + nameLength),
        method: tail.readUInt16LE(at + 10),
        bytes: tail.readUInt32LE(at + 20),
        offset: tail.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
    }
    return records;
  }
}

/** GET over a real socket, the body fed to `sink` as it comes (with the socket's backpressure). */
function download(url: string, token: string, sink: Writable) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
        pipeline(response, sink).then(() => resolve(response), reject);
      })
      .on('error', reject);
  });
}

// One database is enough to show the stream's memory: the rows are few and the same on both, and
// writing and zipping 1 GiB twice would double the suite's time, so it runs on SQLite alone.
describeOnEachDatabase('handoff ZIP memory', (ctx) => {
  let cast: Cast;
  let event: Event;
  const stored: string[] = [];
  const expected = new Map<string, string>();

  /** A version of `company` for `requirement` (its file stored), with a decision on it. */
  async function version(company: RoleAccount, requirement: Requirement, number: number, format: ArtworkFormat, content: number | Buffer, decision: 'approved' | 'changes_requested') {
    const file = await storedFile(ctx.app.storage.incomingDir, (local) => ctx.app.storage.adopt(local, 'artwork'), content);
    const bytes = typeof content === 'number' ? content : content.length;
    stored.push(file.key);
    const now = nowIso();
    const row = await ctx.db
      .insertInto('artwork_versions')
      .values({
        requirement_id: requirement.id,
        company_id: company.profileId!,
        version: number,
        storage_key: file.key,
        original_name: `artwork.${format}`,
        format,
        mime: 'application/octet-stream',
        bytes,
        sha256: file.sha256,
        preflight: JSON.stringify({ outcome: 'passed', findings: [], facts: {} }),
        preflight_outcome: 'passed',
        thumbnail_key: null,
        uploaded_by: company.userId,
        upload_id: null,
        created_at: now,
        submitted_at: now,
        submission: number,
        warnings_acknowledged_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('artwork_reviews')
      .values({ version_id: row.id, requirement_id: requirement.id, company_id: company.profileId!, decision, comment: decision === 'approved' ? null : 'Add bleed.', reasons: decision === 'approved' ? '' : 'bleed', reviewer_id: cast.organiser.userId, created_at: now })
      .execute();
    return file.sha256;
  }

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Big Print Fair');
    const requirements: Requirement[] = [];
    for (const name of ['Back wall', 'Counter', 'Banner', 'Floor']) requirements.push(await createRequirement(ctx, cast.organiser.token, event.id, { name }));
    const [backWall, counter, banner, floor] = requirements as [Requirement, Requirement, Requirement, Requirement];
    const logo = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Logo', formats: ['svg'], appliesTo: 'chosen', companyIds: [cast.company.profileId] });
    // Acme: a small first back wall sent back, then v2 approved; the three others approved as v1.
    await version(cast.company, backWall, 1, 'pdf', 4096, 'changes_requested');
    expected.set('Acme-Co_A1_Back-wall_v2.pdf', await version(cast.company, backWall, 2, 'pdf', FILE_BYTES, 'approved'));
    expected.set('Acme-Co_A1_Counter_v1.tif', await version(cast.company, counter, 1, 'tiff', FILE_BYTES, 'approved'));
    expected.set('Acme-Co_A1_Banner_v1.png', await version(cast.company, banner, 1, 'png', FILE_BYTES, 'approved'));
    expected.set('Acme-Co_A1_Floor_v1.pdf', await version(cast.company, floor, 1, 'pdf', FILE_BYTES, 'approved'));
    // Its logo is an SVG: text, so the ZIP deflates it.
    expected.set(SVG_NAME, await version(cast.company, logo, 1, 'svg', SVG, 'approved'));
    // Bolt: three approved, the floor still missing.
    expected.set('Bolt-Co_A1_Back-wall_v1.pdf', await version(cast.otherCompany, backWall, 1, 'pdf', FILE_BYTES, 'approved'));
    expected.set('Bolt-Co_A1_Counter_v1.jpg', await version(cast.otherCompany, counter, 1, 'jpg', FILE_BYTES, 'approved'));
    expected.set('Bolt-Co_A1_Banner_v1.webp', await version(cast.otherCompany, banner, 1, 'webp', FILE_BYTES, 'approved'));
  }, 120_000);

  afterAll(async () => {
    await ctx.app.storage.remove(...stored);
  });

  it('streams 1 GiB of approved files over HTTP while the process grows by far less than the ZIP', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage.rss());
    };
    const zip = new StreamedZip(sample);
    const baseline = process.memoryUsage.rss();
    const timer = setInterval(sample, 10);
    let response: http.IncomingMessage;
    try {
      response = await download(`http://127.0.0.1:${port}/api/event/${event.id}/approved.zip`, cast.organiser.token, zip);
    } finally {
      clearInterval(timer);
    }
    sample();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const growth = peak - baseline;
    console.info(`handoff ZIP: ${(zip.total / MiB).toFixed(0)} MiB streamed; RSS ${(baseline / MiB).toFixed(0)} MiB before, peak ${(peak / MiB).toFixed(0)} MiB (+${(growth / MiB).toFixed(0)} MiB)`);
    expect(growth, 'RSS growth while the ZIP streamed').toBeLessThan(RSS_BOUND);
    // Streamed: no length known in advance, sent in chunks.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const fileBytes = FILE_BYTES * (expected.size - 1);
    expect(fileBytes).toBeGreaterThanOrEqual(1024 * MiB);
    expect(zip.total).toBeGreaterThan(fileBytes);

    // The central directory lists what came by, in the same order, at the same offsets: each file, its report, and the four lists.
    const directory = zip.centralDirectory();
    expect(directory).toHaveLength(2 * expected.size + 4);
    expect(directory.map(({ name, method, bytes, offset }) => ({ name, method, bytes, offset }))).toEqual(zip.entries.map(({ name, method, bytes, offset }) => ({ name, method, bytes, offset })));
    expect(zip.entries.map((entry) => entry.name).sort()).toEqual([...expected.keys(), ...[...expected.keys()].map(proofReportEntryName), MANIFEST_NAME, MISSING_NAME, CHECKSUMS_NAME, APPROVALS_NAME].sort());
    for (const entry of zip.entries.filter((candidate) => expected.has(candidate.name) && candidate.name !== SVG_NAME)) {
      expect(entry, entry.name).toMatchObject({ method: 0, bytes: FILE_BYTES, sha256: expected.get(entry.name) });
    }
    const svg = zip.entries.find((entry) => entry.name === SVG_NAME)!;
    expect(svg.method, 'SVG deflated').toBe(8);
    expect(svg.bytes).toBeLessThan(SVG.length / 8);
    expect(svg.data).toEqual(SVG);

    // The manifest gives each file's SHA-256, the same as the bytes in the ZIP.
    const manifest = zip.entries.find((entry) => entry.name === MANIFEST_NAME)!.data!.toString('utf8').trim().split('\r\n');
    expect(manifest).toHaveLength(expected.size + 1);
    for (const [name, sha256] of expected) expect(manifest.find((line) => line.startsWith(`${name},`)), name).toContain(`,${sha256},${cast.organiser.name},`);
    // The checksum list gives the same, one `sha256sum` line per file.
    const sums = zip.entries.find((entry) => entry.name === CHECKSUMS_NAME)!.data!.toString('utf8').trim().split('\n');
    expect(sums.sort()).toEqual([...expected].map(([name, sha256]) => `${sha256}  ${name}`).sort());
    expect(zip.entries.find((entry) => entry.name === MISSING_NAME)!.data!.toString('utf8').trim().split('\r\n').slice(1)).toEqual(['Bolt Co,A1,Floor']);
  }, 120_000);
}, { only: 'sqlite' });
