import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app's own directory (the one holding package.json), found upwards from the running code: the
 * sources run from server/, the compiled server from dist/server/ (one file, so `import.meta.url`
 * is not where the source file was).
 */
export function appRoot(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(from)}`);
    dir = parent;
  }
  return dir;
}
