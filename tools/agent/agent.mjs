#!/usr/bin/env node
// Clearline's reference agent (issue 19): activates with a one-time code, watches a folder and pushes each
// new file to the organisation's import pipeline once, whatever it is called and however often the agent
// restarts (files are known by the sha-256 of their bytes, kept in a state file written after each push).
// Plain Node.js 20, no dependencies: copy this one file to the machine beside the bank's SFTP drop.
//
//   npm run agent -- --url http://localhost:8080 --code XXXX-XXXX-XXXX-XXXX --watch ./inbox
//
// Options: --state <file> (default <watch>/.clearline-agent/state.json), --interval <seconds> between
// scans (default 5), --heartbeat <seconds> (default 60), --once (one scan, wait for its imports, exit).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const VERSION = 'clearline-reference-agent 1.0';
/** A file changed this recently may still be being written (an SFTP upload in progress): next scan. */
const SETTLE_MS = 1000;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    code: { type: 'string' },
    watch: { type: 'string' },
    state: { type: 'string' },
    interval: { type: 'string', default: '5' },
    heartbeat: { type: 'string', default: '60' },
    once: { type: 'boolean', default: false },
  },
});

const log = (message) => console.log(`[agent] ${new Date().toISOString()} ${message}`);
const fail = (message) => {
  console.error(`[agent] ${message}`);
  process.exit(2);
};

if (!args.url || !args.watch)
  fail('usage: npm run agent -- --url <server> --code <activation code> --watch <folder>');
const server = args.url.replace(/\/+$/, '');
const watch = path.resolve(args.watch);
const statePath = path.resolve(args.state ?? path.join(watch, '.clearline-agent', 'state.json'));

/** What survives a restart: the credential and every file pushed, by content hash. */
async function loadState() {
  try {
    return JSON.parse(await readFile(statePath, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { server, agentId: null, credential: null, pushed: {} };
    fail(`cannot read the state file ${statePath}: ${error.message}`);
  }
}

/** Written to a temporary file and renamed: a crash leaves the old state or the new one, never half. */
async function saveState(state) {
  await mkdir(path.dirname(statePath), { recursive: true });
  const temporary = `${statePath}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(state, null, 2), { mode: 0o600 });
  await rename(temporary, statePath);
}

async function call(state, method, route, body) {
  const headers = state.credential ? { authorization: `Bearer ${state.credential}` } : {};
  const init = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${server}${route}`, init);
  const text = await res.text();
  let json = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = { message: text };
  }
  if (!res.ok) {
    const error = new Error(json.message ?? `HTTP ${res.status}`);
    error.status = res.status;
    throw error;
  }
  return json;
}

async function activate(state) {
  if (state.credential) return;
  if (!args.code) fail('not activated yet: give the one-time activation code with --code');
  const answer = await call({}, 'POST', '/api/agent/activate', { code: args.code, version: VERSION }).catch(
    (error) => fail(`activation refused: ${error.message}`),
  );
  state.agentId = answer.agentId;
  state.credential = answer.credential;
  state.server = server;
  await saveState(state);
  log(`activated as agent ${answer.agentId} of ${answer.organizationName} (${answer.area})`);
}

/** Regular files of the folder, oldest first; names starting with a dot (our state) are not files to push. */
async function candidates() {
  const entries = await readdir(watch, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const full = path.join(watch, entry.name);
    const info = await stat(full);
    if (!args.once && Date.now() - info.mtimeMs < SETTLE_MS) continue;
    files.push({ name: entry.name, full, mtime: info.mtimeMs });
  }
  return files.sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name));
}

let lastError = '';

async function scan(state) {
  const pushedNow = [];
  for (const file of await candidates()) {
    const bytes = await readFile(file.full);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (state.pushed[sha256]) continue;
    const form = new FormData();
    form.append('file', new Blob([bytes]), file.name);
    try {
      const { data } = await call(state, 'POST', '/api/agent/files', form);
      state.pushed[sha256] = {
        file: file.name,
        importId: data.importId,
        at: new Date().toISOString(),
        status: data.status,
        msg: data.msg,
      };
      await saveState(state);
      log(
        data.duplicate
          ? `${file.name}: already imported (nothing pushed twice)`
          : `pushed ${file.name} -> import ${data.importId}`,
      );
      if (!data.duplicate) pushedNow.push({ sha256, name: file.name, importId: data.importId });
    } catch (error) {
      if (error.status === 401) fail(`the server refused this agent: ${error.message}`);
      lastError = `${file.name}: ${error.message}`;
      log(`push failed, will retry: ${lastError}`);
    }
  }
  return pushedNow;
}

/** Follows a pushed file until its import ends, and records how it ended. */
async function follow(state, pushed) {
  for (let i = 0; i < 600; i++) {
    const { data } = await call(state, 'GET', `/api/agent/files/${pushed.importId}`);
    if (data.status !== 'In Progress') {
      state.pushed[pushed.sha256] = { ...state.pushed[pushed.sha256], status: data.status, msg: data.msg };
      await saveState(state);
      log(`${pushed.name}: ${data.status}: ${data.msg}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function heartbeat(state) {
  const body = { version: VERSION, ...(lastError ? { error: lastError } : {}) };
  await call(state, 'POST', '/api/agent/heartbeat', body)
    .then(() => {
      lastError = '';
    })
    .catch((error) => {
      if (error.status === 401) fail(`the server refused this agent: ${error.message}`);
      log(`heartbeat failed: ${error.message}`);
    });
}

async function main() {
  await mkdir(watch, { recursive: true });
  const state = await loadState();
  if (state.server && state.server !== server) fail(`the state file ${statePath} belongs to ${state.server}`);
  await activate(state);
  await heartbeat(state);
  log(`watching ${watch}`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      log('stopping');
    });
  let lastBeat = Date.now();
  while (!stopping) {
    const pushed = await scan(state).catch((error) => {
      lastError = `scan: ${error.message}`;
      log(lastError);
      return [];
    });
    for (const p of pushed) await follow(state, p).catch((error) => log(`${p.name}: ${error.message}`));
    if (args.once) break;
    if (Date.now() - lastBeat >= Number(args.heartbeat) * 1000) {
      lastBeat = Date.now();
      await heartbeat(state);
    }
    for (let waited = 0; waited < Number(args.interval) * 1000 && !stopping; waited += 200)
      await new Promise((r) => setTimeout(r, 200));
  }
  log('stopped');
}

await main();
