// `npm run backup -- [DIR]` and `npm run restore -- BACKUP_DIR [--force] [--check]`, configured by the
// same environment as the server (DATA_DIR, DATABASE_URL, S3_*).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { backup } from './backup';
import { restore, TargetNotEmptyError } from './restore';

const USAGE = `Usage:
  npm run backup -- [DIR]                           back up into a new directory under DIR (default ./backups)
  npm run restore -- BACKUP_DIR [--force] [--check]  restore one; stop the app first
    --check   only check the backup against its manifest; change nothing
    --force   replace a target that already holds data`;

/** The server's config. Backup and restore sign nothing, so a missing JWT_SECRET must not make DATA_DIR/jwt-secret. */
const config = () => loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'not-used-by-backup-or-restore-0123456789' });

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { force: { type: 'boolean' }, check: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'backup') {
    const { dir, manifest } = await backup(config(), positionals[0] ?? 'backups');
    const rows = Object.values(manifest.database.rows).reduce((sum, count) => sum + count, 0);
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`Backed up ${manifest.database.kind === 'sqlite' ? 'the SQLite database' : 'the PostgreSQL database'} (${plural(rows, 'row')}) and ${plural(manifest.files.length, 'file')} (${(bytes / 2 ** 20).toFixed(1)} MiB) into\n  ${dir}`);
    if (manifest.missing.length > 0) {
      console.warn(`Warning: ${plural(manifest.missing.length, 'stored file')} named by rows could not be found (deleted while the backup ran, or lost before): ${manifest.missing.join(', ')}`);
    }
    return 0;
  }
  const dir = positionals[0];
  if (!dir) {
    console.error(USAGE);
    return 2;
  }
  const result = await restore(config(), dir, { force: values.force, checkOnly: values.check });
  const { manifest } = result;
  if (!result.restored) {
    console.log(`The backup in ${dir} (made ${manifest.createdAt}) is complete: its database and ${plural(manifest.files.length, 'file')} match the manifest.`);
    return 0;
  }
  console.log(`Restored the backup made ${manifest.createdAt}: the database and ${plural(manifest.files.length, 'file')} into ${result.filesTo}.`);
  if (result.removed > 0) console.log(`Removed ${plural(result.removed, 'stored file')} of the replaced data that no restored row names.`);
  if (manifest.missing.length > 0) console.warn(`Warning: the backup lacked ${plural(manifest.missing.length, 'file')} that rows name: ${manifest.missing.join(', ')}`);
  console.log('Start the app: it brings the schema up to date if the backup is older.');
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof TargetNotEmptyError) console.error(error.message);
    else console.error('Failed:', error);
    process.exit(1);
  },
);
