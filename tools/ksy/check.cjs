// Compiles every .ksy of a folder with the Kaitai Struct compiler (npm kaitai-struct-compiler) for JavaScript (in
// debug mode, which records positions) and for Java, then parses files with the generated JavaScript parsers under
// the Kaitai JavaScript runtime and dumps every record they read, for gcscript to compare with its own values
// (bin/gcscript formats --check; .ci/ksy-check).
//
//   node check.cjs KSY_DIR OUT_DIR [TYPE=FILE ...]
//
// Writes OUT_DIR/js/*.js and OUT_DIR/java/**/*.java (the compiled parsers), and for each TYPE=FILE (TYPE a .ksy id,
// e.g. gc_level_wad=LEVEL0.WAD) OUT_DIR/dump/NAME.jsonl: one JSON object per record, {b: buffer, o: offset in it,
// t: Kaitai class, f: {attribute: value}} (values as strings; floats also as raw f4 bits "f:" + hex), and each
// buffer a process decompressed as OUT_DIR/dump/NAME@PATH.bin. Prints one line per step; exits 1 on a compile error
// or warning, or a parse error.
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

const [ksyDir, outDir, ...inputs] = process.argv.slice(2);
if (!ksyDir || !outDir) {
  console.error('usage: node check.cjs KSY_DIR OUT_DIR [TYPE=FILE ...]');
  process.exit(1);
}
const modules = process.env.GC_KSY_NODE_MODULES || path.join(__dirname, 'node_modules');
const compiler = require(path.join(modules, 'kaitai-struct-compiler'));
const yaml = require(path.join(modules, 'js-yaml'));
const jsDir = path.join(outDir, 'js');
const javaDir = path.join(outDir, 'java');
const dumpDir = path.join(outDir, 'dump');
// a folder used before (another disc) keeps no stale dump or stream: what is compared is this run's only
for (const d of [jsDir, javaDir, dumpDir]) fs.rmSync(d, { recursive: true, force: true });
for (const d of [jsDir, javaDir, dumpDir]) fs.mkdirSync(d, { recursive: true });

function load(name) {
  return yaml.load(fs.readFileSync(path.join(ksyDir, name + '.ksy'), 'utf8'));
}
const importer = { importYaml: (name) => Promise.resolve(load(name)) };

// The compiler reports problems by throwing (errors) and by console output (warnings): both count.
async function compileAll() {
  const ids = fs.readdirSync(ksyDir).filter((f) => f.endsWith('.ksy')).map((f) => f.slice(0, -4)).sort();
  let warnings = 0;
  const warn = console.warn, log = console.log;
  const noted = [];
  console.warn = (...a) => { warnings++; noted.push(a.join(' ')); };
  console.log = (...a) => { warnings++; noted.push(a.join(' ')); };
  try {
    for (const id of ids) {
      for (const [lang, dir, debug] of [['javascript', jsDir, true], ['java', javaDir, false]]) {
        let files;
        try {
          files = await compiler.compile(lang, load(id), importer, debug);
        } catch (e) {
          console.warn = warn; console.log = log;
          console.error(`ksy: ${id}.ksy does not compile for ${lang}: ${e && e.message ? e.message : JSON.stringify(e)}`);
          process.exit(1);
        }
        for (const [name, text] of Object.entries(files)) {
          const p = path.join(dir, name);
          fs.mkdirSync(path.dirname(p), { recursive: true });
          fs.writeFileSync(p, text);
        }
      }
    }
  } finally {
    console.warn = warn; console.log = log;
  }
  for (const n of noted) console.error('ksy: compiler: ' + n);
  console.log(`ksy: compiled ${ids.length} files for javascript and java: 0 errors, ${warnings} warnings (compiler ${compiler.version})`);
  if (warnings > 0) process.exit(1);
}

function camel(id) {
  return id.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

// Every record (an object the parser made) with its buffer and absolute offset there: a substream's byteOffset is
// its offset in the ArrayBuffer it maps, which is the file, or the output of a process.
function dump(type, file, name) {
  const mod = require(camel(type));
  const KaitaiStream = require('kaitai-struct/KaitaiStream');
  const data = new Uint8Array(fs.readFileSync(file));
  const root = new mod[camel(type)](new KaitaiStream(data.buffer));
  root._read();
  const lines = [];
  const buffers = new Map([[data.buffer, '']]);
  let records = 0;
  let errors = 0;
  const seen = new Set();

  // a buffer first met as a record's stream (a process's output read with a type) is written out like an untyped one
  function bufferName(buf, at) {
    if (!buffers.has(buf)) {
      buffers.set(buf, at);
      fs.writeFileSync(path.join(dumpDir, `${name}@${at}.bin`), new Uint8Array(buf));
    }
    return buffers.get(buf);
  }

  function visit(obj, at) {
    if (seen.has(obj)) return;
    seen.add(obj);
    const b = bufferName(obj._io._buffer, at);
    const fields = {};
    const children = [];
    const keys = Object.keys(obj).filter((k) => !k.startsWith('_'));
    for (const k of Object.getOwnPropertyNames(Object.getPrototypeOf(obj))) {
      const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(obj), k);
      if (d && d.get && !k.startsWith('_')) keys.push(k);
    }
    for (const k of keys) {
      let v;
      try {
        v = obj[k];
      } catch (e) {
        errors++;
        lines.push(JSON.stringify({ error: `${at ? at + '.' : ''}${k}: ${e && e.message ? e.message : e}` }));
        continue;
      }
      const here = at ? at + '.' + k : k;
      if (v === undefined || v === null) continue;
      // the JavaScript runtime reads an 8-byte integer into a double (rounded past 2^53; some values even 2^32 off), so
      // the field's bytes are read again, where the parser recorded them (debug mode), as a BigInt
      const span = obj._debug && obj._debug[k];
      if (typeof v === 'number' && span && span.end - span.start === 8) {
        v = new DataView(obj._io._buffer, obj._io.byteOffset + span.start, 8).getBigInt64(0, true);
      }
      if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') {
        fields[k] = typeof v === 'number' && (!Number.isInteger(v) || Object.is(v, -0)) ? 'f:' + f4bits(v) : String(v);
      } else if (v instanceof Uint8Array) {
        if (v.buffer !== obj._io._buffer && !buffers.has(v.buffer)) {
          buffers.set(v.buffer, here);
          fs.writeFileSync(path.join(dumpDir, `${name}@${here}.bin`), v);
        }
      } else if (Array.isArray(v)) {
        v.forEach((e, i) => { if (e && e._io) children.push([e, `${here}[${i}]`]); });
      } else if (v._io) {
        children.push([v, here]);
      }
    }
    lines.push(JSON.stringify({ b, o: obj._io.byteOffset, t: obj.constructor.name, f: fields }));
    records++;
    for (const [c, p] of children) visit(c, p);
  }

  visit(root, '');
  fs.writeFileSync(path.join(dumpDir, name + '.jsonl'), lines.join('\n') + '\n');
  return { records, errors };
}

const scratch = new DataView(new ArrayBuffer(4));
function f4bits(v) {
  scratch.setFloat32(0, v, true);
  return scratch.getUint32(0, true).toString(16);
}

(async () => {
  await compileAll();
  process.env.NODE_PATH = [jsDir, ksyDir, modules].join(path.delimiter);
  Module._initPaths();
  let failed = 0;
  for (const input of inputs) {
    const eq = input.indexOf('=');
    const type = input.slice(0, eq);
    const file = input.slice(eq + 1);
    const name = path.basename(file);
    const r = dump(type, file, name);
    console.log(`ksy: ${name} (${type}): ${r.records} records, ${r.errors} parse errors`);
    if (r.errors) failed++;
  }
  process.exit(failed ? 1 : 0);
})();
