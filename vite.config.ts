import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compileCatalog, valuesOnly } from './src/api/contract/i18n/compile.ts';
import { isAnyLocale, PSEUDO_LOCALE } from './src/api/contract/i18n/locales.ts';

const apiPort = process.env.PORT ?? '3000';

/**
 * Each built script, style sheet and SVG also as .br and .gz beside it, made once at build: the
 * server sends the one the browser accepts (@fastify/static's preCompressed) instead of
 * compressing on every answer or sending the bytes whole.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets).filter((file) => /\.(js|css|svg)$/.test(file))) {
        const bytes = readFileSync(path.join(assets, name));
        if (bytes.length < 1024) continue;
        writeFileSync(path.join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(path.join(assets, `${name}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Each language's catalog as a module of its own (`virtual:catalog/de`), compiled here from
 * src/api/contract/i18n/catalogs/*.json: the browser fetches its reader's catalog alone, already
 * parsed, so no ICU parser ships (decision 20). The pseudo-locale is made from English. The file
 * check's findings with figures are a catalog apart (`virtual:finding-catalog/de`, from
 * finding-catalogs/), fetched with the first findings a screen shows; so are the staff screens'
 * texts (`virtual:staff-catalog/de`, from every file of staff-catalogs/de/, English being their
 * keys), fetched once a staff account is signed in.
 */
const staffSource = (locale: string, read: (file: string) => string): Record<string, string> => {
  const dir = path.resolve('src/api/contract/i18n/staff-catalogs/de');
  const german: Record<string, string> = Object.assign({}, ...readdirSync(dir).filter((name) => name.endsWith('.json')).sort().map((name) => JSON.parse(read(path.join(dir, name)))));
  if (locale === 'de') return german;
  if (locale !== 'en') throw new Error(`the staff screens are not written in ${locale}`);
  return Object.fromEntries(Object.keys(german).map((message) => [message, message]));
};
const CATALOG_SECTIONS = [
  { prefix: 'virtual:catalog/', source: (locale: string, read: (file: string) => string) => JSON.parse(read(path.resolve('src/api/contract/i18n/catalogs', `${locale}.json`))) },
  { prefix: 'virtual:finding-catalog/', source: (locale: string, read: (file: string) => string) => JSON.parse(read(path.resolve('src/api/contract/i18n/finding-catalogs', `${locale}.json`))) },
  { prefix: 'virtual:staff-catalog/', source: staffSource },
];
function catalogs(): Plugin {
  const sectionOf = (id: string) => CATALOG_SECTIONS.find(({ prefix }) => id.startsWith(prefix));
  return {
    name: 'catalogs',
    resolveId(id) {
      return sectionOf(id) ? `\0${id}` : null;
    },
    load(id) {
      const section = id.startsWith('\0') ? sectionOf(id.slice(1)) : undefined;
      if (!section) return null;
      const locale = id.slice(section.prefix.length + 1);
      if (!isAnyLocale(locale)) throw new Error(`${locale} is not a language of the product`);
      const pseudo = locale === PSEUDO_LOCALE;
      const read = (file: string) => {
        this.addWatchFile(file);
        return readFileSync(file, 'utf8');
      };
      const compiled = compileCatalog(section.source(pseudo ? 'en' : locale, read), pseudo);
      return `export default ${JSON.stringify(locale === 'en' ? valuesOnly(compiled) : compiled)};`;
    },
  };
}

/**
 * The first load in as few chunks as the bundler allows: each chunk compresses alone and is a
 * request of its own. What main.tsx imports is the entry chunk. The controls the sign-in page shows
 * (buttons, fields, icons, the logo and the theme switch), which every signed-in screen shows as
 * well, are one chunk beside it rather than a dozen of a few hundred bytes each; the sign-in page's
 * own chunk is then its page alone.
 */
const SHARED_CONTROLS =
  /src[\\/](design-system[\\/]((Button|TextField|PasswordField|FormError|FormField|IconButton)[\\/]|looks[\\/]control\.)|design-system[\\/]icons[\\/]base-icons\.|routes[\\/]shared[\\/](ThemeToggle|Logo|use-session|use-document-title|form-values)\.)|node_modules[\\/]@xstate[\\/]react[\\/]/;
const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 2 },
  { name: 'controls', test: SHARED_CONTROLS, priority: 1 },
];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), catalogs(), precompress()],
  // No module-preload polyfill: every browser the build targets preloads modules itself (0.5 KB
  // off every first load).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
