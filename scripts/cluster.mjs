// Two app processes on a throwaway PostgreSQL behind nginx, all on loopback, for the soak
// (`npm run soak:cluster`). PostgreSQL is started as .ci/run starts it (initdb and pg_ctl, as the
// postgres user when run as root, in a temp dir on a free port); nginx with a config made from
// deploy/nginx.conf's proxy settings (plain HTTP on a free loopback port, its temp paths and pid in
// a temp dir). PostgreSQL runs with fsync off, as in .ci/run: a shared disk's flushes are not what
// is measured. Everything it made is stopped and deleted by stop().
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppProcess } from '../server/ops/app-process';

const root = process.getuid?.() === 0;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs a command (as the postgres user when root) and throws with its output when it fails. */
function run(command, args) {
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

async function startPostgres() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin)');
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(path.join(tmpdir(), 'eaum-cluster-pg-'));
  if (root) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run(`${bin}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no user ${name}`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** deploy/nginx.conf's upstream and location, on loopback and plain HTTP. */
function nginxConfig(dir, port, upstreams) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

    upstream eaum {
${upstreams.map((url) => `        server ${new URL(url).host} max_fails=3 fail_timeout=10s;`).join('\n')}
        keepalive 32;
    }

    server {
        listen 127.0.0.1:${port};
        client_max_body_size 210m;
        client_body_timeout 120s;
        send_timeout 300s;

        location / {
            proxy_pass http://eaum;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $http_host;
            proxy_request_buffering off;
            proxy_buffering off;
            proxy_read_timeout 300s;
            proxy_send_timeout 300s;
        }
    }
}
`;
}

async function startNginx(upstreams) {
  const dir = mkdtempSync(path.join(tmpdir(), 'eaum-cluster-nginx-'));
  // nginx's workers (nobody, when started as root) create their temp paths here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, port, upstreams));
  const child = spawn('nginx', ['-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Listening once a connection is accepted.
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx stopped:\n${output}${existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (attempt > 100) throw new Error(`nginx did not listen:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL, two app processes on it and one DATA_DIR, and nginx before them. */
export async function startCluster(env) {
  const stops = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const postgres = await startPostgres();
    stops.push(() => postgres.stop());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-cluster-data-'));
    stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const shared = { ...env, DATABASE_URL: postgres.url, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('base64url'), APP_PROCESSES: '2', TRUST_PROXY: 'true' };
    // One first: it migrates and seeds; the second starts on a ready database, as after an upgrade.
    const apps = [await startAppProcess('app 1', shared)];
    stops.push(() => apps[0].stop());
    apps.push(await startAppProcess('app 2', shared));
    stops.push(() => apps[1].stop());
    const nginx = await startNginx(apps.map((app) => app.url));
    stops.push(() => nginx.stop());
    return { url: nginx.url, pids: apps.map((app) => app.pid), apps, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
