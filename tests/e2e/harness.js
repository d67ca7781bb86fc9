// Shared E2E plumbing: a self-signed HTTPS server that serves the site replicas at their real
// host names, a Chromium profile with the extension loaded and a native host registered, and
// fake hosts that crash or stall.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const EXTENSION_DIR = path.join(ROOT, 'extension');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');
export const CHROMIUM = process.env.HUSHPROMPT_CHROMIUM || '/usr/lib/chromium/chromium';
export const PYTHON = process.env.HUSHPROMPT_PYTHON || 'python3';
export const SITES = ['chatgpt.com', 'chat.openai.com', 'claude.ai', 'gemini.google.com'];
const REPLICAS = { 'chatgpt.com': 'chatgpt.html', 'chat.openai.com': 'chatgpt.html',
  'claude.ai': 'claude.html', 'gemini.google.com': 'gemini.html' };
const HOST_NAME = 'com.hushprompt.host';

export function tmpDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `hushprompt-${prefix}-`));
}

function makeCert(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key,
    '-out', cert, '-days', '1', '-subj', '/CN=chatgpt.com',
    '-addext', `subjectAltName=${SITES.map((s) => `DNS:${s}`).join(',')}`], { stdio: 'ignore' });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** Start the replica server on 127.0.0.1 (random port). Returns {port, url(site, path), sent, close}. */
export async function startReplicaServer() {
  const dir = tmpDir('cert');
  const tls = makeCert(dir);
  const sent = [];
  const server = https.createServer(tls, (req, res) => {
    const host = (req.headers.host || '').split(':')[0];
    if (req.method === 'POST' && req.url === '/api/sent') {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => { sent.push({ host, body }); res.end('{}'); });
      return;
    }
    if (req.url === '/replica.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      // one page script for the tests and `hushprompt demo`: the demo's packaged copy
      res.end(fs.readFileSync(path.join(ROOT, 'host', 'hushprompt', 'demo', 'static', 'replica.js')));
      return;
    }
    const file = REPLICAS[host];
    if (!file || req.url.startsWith('/favicon')) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(fs.readFileSync(path.join(here, 'replicas', file)));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    port,
    sent,
    url: (site, p = '/') => `https://${site}:${port}${p}`,
    close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(r); }),
  };
}

function writeExecutable(file, body) {
  fs.writeFileSync(file, body, { mode: 0o755 });
  return file;
}

/** Host launchers: 'real' (hushprompt.protocol.server.main, what hushprompt-host runs), 'crash', 'slow', or null. */
export function hostLauncher(kind, dir) {
  if (kind === 'real') {
    return writeExecutable(path.join(dir, 'host.sh'),
      `#!/bin/sh\nexec "${PYTHON}" -c 'import sys; from hushprompt.protocol.server import main; main(sys.argv[1:])' "$@"\n`);
  }
  const fake = path.join(here, 'fake_host.py');
  return writeExecutable(path.join(dir, `host-${kind}.sh`),
    `#!/bin/sh\nexec "${PYTHON}" "${fake}" ${kind} "$@"\n`);
}

export function registerHost(userDataDir, launcher) {
  const nmDir = path.join(userDataDir, 'NativeMessagingHosts');
  fs.mkdirSync(nmDir, { recursive: true });
  const ids = fs.readFileSync(path.join(ROOT, 'host/hushprompt/ids.py'), 'utf8');
  const chromeId = /CHROME_EXTENSION_ID = "(\w+)"/.exec(ids)[1];
  fs.writeFileSync(path.join(nmDir, `${HOST_NAME}.json`), JSON.stringify({
    name: HOST_NAME, description: 'HushPrompt test host', path: launcher, type: 'stdio',
    allowed_origins: [`chrome-extension://${chromeId}/`],
  }, null, 2));
}

/** Launch Chromium with the extension; host: 'real' | 'crash' | 'slow' | null (not installed). */
export async function launch({ host = 'real', settings = null } = {}) {
  const { chromium } = await import('playwright-core');
  const userDataDir = tmpDir('profile');
  const home = tmpDir('home');
  if (host) registerHost(userDataDir, hostLauncher(host, home));
  const rules = SITES.map((s) => `MAP ${s} 127.0.0.1`).join(', ');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    ignoreHTTPSErrors: true,
    viewport: { width: 1100, height: 760 },
    env: { ...process.env, HUSHPROMPT_HOME: home, HUSHPROMPT_KEYRING: '0' },
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`,
      `--host-resolver-rules=${rules}, MAP * ~NOTFOUND`, '--ignore-certificate-errors',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--disable-quic', '--no-default-browser-check',
    ],
  });
  let [worker] = context.serviceWorkers();
  if (!worker) worker = await context.waitForEvent('serviceworker', { timeout: 15000 });
  if (settings) {
    await worker.evaluate((s) => chrome.storage.local.set({ settings: s }), settings);
  }
  const close = async () => {
    await context.close().catch(() => {});
    fs.rmSync(userDataDir, { recursive: true, force: true });
    fs.rmSync(home, { recursive: true, force: true });
  };
  return { context, worker, home, close };
}

export function saveShot(name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}
