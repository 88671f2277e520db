// The gcscript level viewer: shows one binary glTF (GLB) scene exported by gcscript (Scene.glb()) with three.js.
// Bundled with three.js at build time into one IIFE file (global GcViewer): nothing is fetched at view time except
// the GLB itself when it is given by URL (the localhost server); in a notebook the GLB comes inlined as base64.
//
//   GcViewer.show(element, { base64: '...', title: 'level 1' })      // or { url: 'scene.glb' } or { bytes: ArrayBuffer }
//
// Options read from the page's hash (for tests and links): legend=0 hides the overlay, sky=1 starts with the sky shown,
// play=1 starts the moby animations playing (or option play: true), t=S poses them at S seconds (paused), seq=N picks
// sequence slot N (seq=none: bind pose). Animations start paused at 0 s: each playing frame is a full render, which a
// headless or software-rendered page should not pay for unasked.
// The sky starts hidden: the first view is from outside the level, and the dome (scaled to enclose the level) would
// stand between the camera and the level; its checkbox shows it as a backdrop.
// The outcome is written to element.dataset.status and document.body.dataset.status: "rendered level N: M meshes,
// L lights, tfrag=16/16 tie=20/10 ..." (per kind: nodes / nodes with a mesh), or "error: ...".
import {
  AnimationMixer, Box3, Color, HemisphereLight, PerspectiveCamera, Scene, Vector3, WebGLRenderer,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

const BACKGROUND = 0x1d2330;

/** Decodes base64 (no data: prefix, whitespace allowed) into an ArrayBuffer. */
export function decodeBase64(text) {
  const s = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes.buffer;
}

/** The kind of a node from its contract name: "moby 17" → moby, "light 0 a" → light (three.js turns spaces into _). */
export function kindOf(name) {
  const m = /^([a-z]+)/.exec(name || '');
  return m ? m[1] : 'other';
}

function hashOptions() {
  const out = {};
  const h = (typeof location !== 'undefined' && location.hash) ? location.hash.slice(1) : '';
  for (const part of h.split('&')) {
    const [k, v] = part.split('=');
    if (k) out[k] = v === undefined ? '1' : decodeURIComponent(v);
  }
  return out;
}

function setStatus(element, text) {
  element.dataset.status = text;
  if (typeof document !== 'undefined' && document.body) document.body.dataset.status = text;
}

async function glbBytes(options) {
  if (options.bytes) return options.bytes;
  if (options.base64 !== undefined) return decodeBase64(options.base64);
  if (options.url) {
    const r = await fetch(options.url);
    if (!r.ok) throw new Error(`${options.url}: HTTP ${r.status}`);
    return r.arrayBuffer();
  }
  throw new Error('no scene given (bytes, base64 or url)');
}

function el(tag, style, text) {
  const e = document.createElement(tag);
  if (style) e.style.cssText = style;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * The distance from {@code center} along {@code dir} at which a camera looking at {@code center} sees all eight corners
 * of {@code box}, with a 6 % margin (0 when the box is a point).
 */
export function fitDistance(box, center, dir, camera) {
  const forward = dir.clone().normalize();
  const right = new Vector3().crossVectors(new Vector3(0, 1, 0), forward);
  if (right.lengthSq() < 1e-12) right.set(1, 0, 0);
  right.normalize();
  const up = new Vector3().crossVectors(forward, right);
  const tanV = Math.tan((camera.fov * Math.PI) / 360), tanH = tanV * camera.aspect;
  let d = 0;
  for (let i = 0; i < 8; i++) {
    const c = new Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).sub(center);
    const toward = c.dot(forward);
    d = Math.max(d, toward + Math.abs(c.dot(right)) / tanH, toward + Math.abs(c.dot(up)) / tanV);
  }
  return d * 1.06;
}

/**
 * The scene's animations by sequence slot: the export names each "moby <uid> o_class <c> seq <s>" (one per sequence of a
 * skinned instance's class; three.js may turn spaces into _). Returns [{clip, uid, seq}].
 */
export function sequenceClips(animations) {
  return animations.map((clip) => {
    const m = /^moby (\d+) o_class (\d+) seq (\d+)$/.exec((clip.name || '').replace(/_/g, ' '));
    return { clip, uid: m ? m[1] : clip.name, seq: m ? Number(m[3]) : null };
  });
}

/**
 * The clips to play for a picker choice: 'first' = each instance's lowest sequence slot, a number = that slot on every
 * instance that has it, 'none' = nothing (bind pose).
 */
export function chosenClips(clips, choice) {
  if (choice === 'none') return [];
  if (choice === 'first') {
    const first = new Map();
    for (const c of clips) {
      const f = first.get(c.uid);
      if (!f || (c.seq ?? 1e9) < (f.seq ?? 1e9)) first.set(c.uid, c);
    }
    return [...first.values()].map((c) => c.clip);
  }
  return clips.filter((c) => c.seq === Number(choice)).map((c) => c.clip);
}

/**
 * Play/pause and the sequence picker for the scene's animations (an AnimationMixer on the glTF root), added to the
 * legend. Returns {mixer, setTime, play, pause, pick, playing()}, or null when the scene has no animation.
 */
function animationControls(gltf, root, legend, render, hash, options) {
  if (!gltf.animations || gltf.animations.length === 0) return null;
  const mixer = new AnimationMixer(root);
  const clips = sequenceClips(gltf.animations);
  let playing = false, last = 0, time = 0;
  const pick = (choice) => {
    mixer.stopAllAction();
    for (const clip of chosenClips(clips, choice)) mixer.clipAction(clip).play();
    mixer.setTime(time);
    render();
  };
  const tick = (now) => {
    if (!playing) return;
    time += Math.min(0.1, (now - last) / 1000);
    last = now;
    mixer.setTime(time);
    render();
    requestAnimationFrame(tick);
  };
  const row = el('div', 'margin-top:3px');
  const button = el('button', 'font:12px system-ui,sans-serif;margin-right:6px', 'play');
  const select = el('select', 'font:12px system-ui,sans-serif');
  const slots = [...new Set(clips.map((c) => c.seq).filter((q) => q !== null))].sort((a, b) => a - b);
  for (const [value, label] of [['first', 'first sequence of each moby'], ...slots.map((q) => [String(q), `sequence ${q}`]),
    ['none', 'none (bind pose)']]) {
    const o = el('option', '', label);
    o.value = value;
    select.appendChild(o);
  }
  const play = () => { if (!playing) { playing = true; button.textContent = 'pause'; last = performance.now(); requestAnimationFrame(tick); } };
  const pause = () => { playing = false; button.textContent = 'play'; };
  button.dataset.role = 'play';
  button.addEventListener('click', () => (playing ? pause() : play()));
  select.dataset.role = 'sequence';
  select.addEventListener('change', () => pick(select.value));
  row.appendChild(button);
  row.appendChild(select);
  row.appendChild(document.createTextNode(` ${gltf.animations.length} animations`));
  legend.appendChild(row);
  const setTime = (t) => { time = t; mixer.setTime(t); render(); };
  const start = hash.seq !== undefined ? hash.seq : 'first';
  if ([...select.options].some((o) => o.value === start)) select.value = start;
  if (hash.t !== undefined) time = Number(hash.t) || 0;
  pick(select.value);
  if (hash.t === undefined && (options.play === true || hash.play === '1')) play();
  return { mixer, setTime, play, pause, pick, playing: () => playing };
}

/**
 * Shows the scene in {@code element} (which should have a size; the canvas fills it). Returns a promise of an object
 * with the three.js scene, camera, renderer, the level's root and a render() function.
 */
export async function show(element, options = {}) {
  const hash = hashOptions();
  const legendWanted = options.legend !== undefined ? options.legend : hash.legend !== '0';
  element.style.position = element.style.position || 'relative';
  element.style.overflow = 'hidden';
  setStatus(element, 'loading');

  const legend = el('div', 'position:absolute;top:8px;left:8px;padding:6px 9px;background:rgba(255,255,255,0.88);'
    + 'color:#111;font:12px/1.45 system-ui,sans-serif;border-radius:4px;max-width:45%;z-index:1;');
  legend.appendChild(el('div', 'font-weight:600;font-size:13px', options.title || 'gcscript scene'));
  const info = el('div', '', 'loading…');
  legend.appendChild(info);
  // hidden by style, not left out, so its checkboxes work (and tests can click them) either way
  if (!legendWanted) legend.style.display = 'none';
  element.appendChild(legend);

  let renderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  } catch (e) {
    info.textContent = 'WebGL is not available here: ' + e.message;
    legend.style.display = '';
    setStatus(element, 'error: no WebGL: ' + e.message);
    throw e;
  }
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  renderer.domElement.style.display = 'block';
  element.appendChild(renderer.domElement);

  const scene = new Scene();
  scene.background = new Color(BACKGROUND);
  scene.add(new HemisphereLight(0xdde6ff, 0x4a4036, 1.6));
  const camera = new PerspectiveCamera(50, 1, 0.1, 1000);
  const controls = new OrbitControls(camera, renderer.domElement);
  const render = () => renderer.render(scene, camera);
  controls.addEventListener('change', render);

  const size = () => {
    const w = Math.max(1, element.clientWidth), h = Math.max(1, element.clientHeight);
    renderer.setSize(w, h);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
    render();
  };
  size();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(size).observe(element);

  let gltf;
  try {
    const bytes = await glbBytes(options);
    gltf = await new GLTFLoader().parseAsync(bytes, '');
  } catch (e) {
    info.textContent = 'cannot load the scene: ' + (e && e.message ? e.message : e);
    legend.style.display = '';
    setStatus(element, 'error: ' + info.textContent);
    throw e;
  }
  const root = gltf.scene;
  scene.add(root);

  // The level node ("level N") holds every other node; its extras carry the level number. A skinned moby's mesh is a
  // scene root of its own (glTF ignores a skinned mesh node's parents), named "skinned mesh of moby <uid>": it goes
  // with its instance node, so the moby checkbox shows and hides both.
  const nameOf = (n) => (n.userData.name || n.name || '').replace(/_/g, ' ');
  const levelNode = root.children.find((n) => /^level \d+$/.test(nameOf(n))) ?? (root.children.length === 1 ? root.children[0] : root);
  const partners = new Map();
  for (const n of root.children) {
    const m = /^skinned mesh of (.*)$/.exec(nameOf(n));
    if (n !== levelNode && m) partners.set(m[1], n);
  }
  const show = (n, on) => { n.visible = on; if (n.userData.partner) n.userData.partner.visible = on; };
  const named = /^level[ _](\d+)$/.exec(levelNode.userData.name || levelNode.name || '');
  const level = levelNode.userData.level ?? (gltf.parser.json.extras || {}).level ?? (named ? Number(named[1]) : undefined);

  // Group the level's nodes by kind; nodes marked hidden in their extras (collision) start hidden.
  const kinds = new Map();
  let lights = 0;
  for (const node of levelNode.children) {
    const kind = kindOf(node.userData.name || node.name);
    if (!kinds.has(kind)) kinds.set(kind, { nodes: [], hidden: false });
    const k = kinds.get(kind);
    k.nodes.push(node);
    if (partners.has(nameOf(node))) node.userData.partner = partners.get(nameOf(node));
    if (node.userData.hidden === true) k.hidden = true;
    node.traverse((o) => { if (o.isLight) lights++; });
  }
  const sky = kinds.get('sky');
  if (sky) {
    // a backdrop: drawn first and never in front of the level, whichever side the camera is on
    for (const n of sky.nodes) n.traverse((o) => {
      if (o.isMesh) { o.renderOrder = -1; o.material.depthWrite = false; }
    });
    sky.hidden = !(options.sky === true || hash.sky === '1');
  }
  for (const k of kinds.values()) for (const n of k.nodes) show(n, !k.hidden);

  // Frame the camera on what is shown, the sky left out (it is scaled to enclose the level). World matrices first:
  // Box3.expandByObject does not update the parents' (the level node's Z-up to Y-up rotation).
  scene.updateMatrixWorld(true);
  const box = new Box3();
  for (const [kind, k] of kinds) {
    if (kind === 'sky' || k.hidden) continue;
    for (const n of k.nodes) box.expandByObject(n);
  }
  const all = new Box3().setFromObject(root);
  const center = new Vector3(), extent = new Vector3();
  if (box.isEmpty()) box.copy(all);
  if (box.isEmpty()) box.set(new Vector3(-1, -1, -1), new Vector3(1, 1, 1));
  box.getCenter(center);
  box.getSize(extent);
  const radius = Math.max(1e-3, extent.length() / 2);
  const dir = new Vector3(1, 0.75, 1).normalize();
  const distance = fitDistance(box, center, dir, camera) || radius / Math.sin((camera.fov * Math.PI) / 360);
  camera.position.copy(center).addScaledVector(dir, distance);
  const reach = all.isEmpty() ? radius : all.getSize(new Vector3()).length();
  camera.near = Math.max(distance / 2000, 1e-3);
  camera.far = distance + 2 * reach + radius;
  camera.updateProjectionMatrix();
  controls.target.copy(center);
  controls.update();
  controls.saveState();

  // Legend: title, level, meshes, one checkbox per kind with its node count.
  let meshes = 0;
  root.traverse((o) => { if (o.isMesh) meshes++; });
  info.textContent = `level ${level ?? '?'} · ${levelNode.children.length} nodes · ${meshes} mesh instances · ${lights} lights`;
  const order = ['tfrag', 'moby', 'tie', 'shrub', 'sky', 'collision', 'light'];
  const names = [...kinds.keys()].sort((a, b) => {
    const ia = order.indexOf(a), ib = order.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });
  for (const kind of names) {
    const k = kinds.get(kind);
    const row = el('label', 'display:block;cursor:pointer;user-select:none');
    const box = el('input');
    box.type = 'checkbox';
    box.checked = !k.hidden;
    box.dataset.kind = kind;
    box.addEventListener('change', () => {
      for (const n of k.nodes) show(n, box.checked);
      render();
    });
    row.appendChild(box);
    // instances whose class has no mesh in the level are nodes without geometry: say how many are drawn
    const drawn = k.drawn = k.nodes.filter((n) => { let m = !!n.userData.partner; n.traverse((o) => { m = m || o.isMesh; }); return m; }).length;
    const notes = [];
    if (kind !== 'light' && drawn < k.nodes.length) notes.push(`${drawn} with a mesh`);
    if (k.hidden && kind !== 'sky') notes.push('hidden in the file');
    row.appendChild(document.createTextNode(` ${kind} ${k.nodes.length}` + (notes.length ? ` (${notes.join(', ')})` : '')));
    legend.appendChild(row);
  }
  const help = el('div', 'color:#555;margin-top:3px', 'drag: orbit · right-drag: pan · wheel: zoom · ');
  const reset = el('a', 'color:#235;cursor:pointer;text-decoration:underline', 'reset view');
  reset.addEventListener('click', () => { controls.reset(); render(); });
  help.appendChild(reset);
  legend.appendChild(help);
  const animation = animationControls(gltf, root, legend, render, hash, options);

  render();
  // kind=nodes/nodes with a mesh, e.g. tie=20/10
  const counts = names.map((k) => `${k}=${kinds.get(k).nodes.length}/${kinds.get(k).drawn}`).join(' ');
  const animated = animation ? ` animations=${gltf.animations.length}` : '';
  setStatus(element, `rendered level ${level ?? '?'}: ${meshes} meshes, ${lights} lights, ${counts}${animated}`);
  return { scene, camera, renderer, controls, root, levelNode, kinds, render, animation };
}
