// Builds the viewer bundle: `npm ci` when node_modules is missing or older than package-lock.json, then esbuild
// bundles src/main/js/viewer.js with three.js into one minified IIFE (global GcViewer).
// Usage: node build.mjs OUTFILE   (Maven passes target/classes/gcscript/viewer/viewer.js)
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2];
if (!out) {
  console.error('usage: node build.mjs OUTFILE');
  process.exit(2);
}
const lock = path.join(here, 'package-lock.json');
const installed = path.join(here, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  // the exact versions of the committed lock file; install scripts are not needed (esbuild's binary ships in its package)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: here, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`gcscript-viewer: npm ci failed (${r.error ? r.error.message : 'exit ' + r.status})`);
    process.exit(1);
  }
}
const esbuild = await import('esbuild');
await esbuild.build({
  absWorkingDir: here,
  entryPoints: ['src/main/js/viewer.js'],
  bundle: true,
  format: 'iife',
  globalName: 'GcViewer',
  minify: true,
  target: ['es2020'],
  legalComments: 'eof',
  outfile: path.resolve(here, out),
  logLevel: 'warning',
});
console.log(`gcscript-viewer: ${path.relative(here, path.resolve(here, out))} ${statSync(path.resolve(here, out)).size} bytes`);
