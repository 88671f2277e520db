// Validates glTF/GLB files with the Khronos glTF validator; prints one summary line per file (and every error and
// warning), exits 1 when any file has an error. Usage: node validate.mjs FILE... [--json REPORT_DIR]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import validator from 'gltf-validator';

const args = process.argv.slice(2);
let reportDir = null;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--json') reportDir = args[++i];
  else files.push(args[i]);
}
if (files.length === 0) {
  console.error('usage: node validate.mjs FILE... [--json REPORT_DIR]');
  process.exit(2);
}
let failed = 0;
for (const f of files) {
  const bytes = new Uint8Array(await readFile(f));
  const report = await validator.validateBytes(bytes, {
    uri: path.basename(f),
    maxIssues: 1000,
    externalResourceFunction: (uri) => readFile(path.join(path.dirname(f), decodeURIComponent(uri))).then((b) => new Uint8Array(b)),
  });
  const n = report.issues;
  console.log(`${f}: ${n.numErrors} errors, ${n.numWarnings} warnings, ${n.numInfos} infos, ${n.numHints} hints; `
    + `${report.info ? report.info.totalVertexCount + ' vertices, ' + report.info.totalTriangleCount + ' triangles' : ''}`);
  for (const m of n.messages) {
    if (m.severity <= 1) console.log(`  ${m.severity === 0 ? 'error' : 'warning'} ${m.code} ${m.pointer ?? ''}: ${m.message}`);
  }
  if (reportDir) await writeFile(path.join(reportDir, path.basename(f) + '.report.json'), JSON.stringify(report, null, 1));
  if (n.numErrors > 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
