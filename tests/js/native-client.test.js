import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../extension/lib/native-client.js';

const { NativeClient } = globalThis.HushPrompt.native;

function fakePort() {
  const listeners = { message: [], disconnect: [] };
  return {
    sent: [],
    onMessage: { addListener: (f) => listeners.message.push(f) },
    onDisconnect: { addListener: (f) => listeners.disconnect.push(f) },
    postMessage(m) { this.sent.push(m); },
    reply(m) { listeners.message.forEach((f) => f(m)); },
    die(message) { listeners.disconnect.forEach((f) => f({ error: { message } })); },
  };
}

function client(ports, extra = {}) {
  return new NativeClient({ connect: () => { const p = fakePort(); ports.push(p); return p; },
    now: () => 0, timeoutMs: 50, backoffDelay: () => 1000, ...extra });
}

test('answers are matched to requests by id, in any order', async () => {
  const ports = [];
  const c = client(ports);
  const a = c.request({ type: 'anonymize', text: 'x' });
  const b = c.request({ type: 'restore', text: 'y' });
  const [ma, mb] = ports[0].sent;
  ports[0].reply({ id: mb.id, ok: true, text: 'B' });
  ports[0].reply({ id: ma.id, ok: true, text: 'A' });
  assert.equal((await a).text, 'A');
  assert.equal((await b).text, 'B');
  assert.equal(ports.length, 1, 'one port for both');
});

test('a slow host times out (fail closed) and its late answer is ignored', async () => {
  const ports = [];
  const c = client(ports);
  await assert.rejects(c.request({ type: 'anonymize' }), { code: 'timeout' });
  ports[0].reply({ id: ports[0].sent[0].id, ok: true });
});

test('host errors reject with the host code, never the host message', async () => {
  const ports = [];
  const c = client(ports);
  const p = c.request({ type: 'anonymize' });
  ports[0].reply({ id: ports[0].sent[0].id, ok: false, error: { code: 'vault_locked', message: 'm' } });
  await assert.rejects(p, (err) => err.code === 'host_error' && err.hostCode === 'vault_locked');
});

test('a missing host and a crash are told apart; pending requests fail at once', async () => {
  const noTimers = { schedule: () => 0, cancel: () => {} };
  const ports = [];
  const c = client(ports, noTimers);
  const p = c.request({ type: 'anonymize' });
  ports[0].die('Specified native messaging host not found.');
  await assert.rejects(p, { code: 'host_missing' });
  // within the backoff window no new process is spawned
  await assert.rejects(c.request({ type: 'anonymize' }), { code: 'host_missing' });
  assert.equal(ports.length, 1);
  const ports2 = [];
  const c2 = client(ports2, noTimers);
  const q = c2.request({ type: 'anonymize' });
  ports2[0].die('Native host has exited.');
  await assert.rejects(q, { code: 'host_crashed' });
});

test('after the backoff window a request reconnects', async () => {
  let t = 0;
  const ports = [];
  const c = client(ports, { now: () => t, schedule: () => 0, cancel: () => {} });
  const p = c.request({ type: 'ping' });
  ports[0].die('Native host has exited.');
  await assert.rejects(p);
  t = 2000;
  const q = c.request({ type: 'ping' });
  assert.equal(ports.length, 2);
  ports[1].reply({ id: ports[1].sent[0].id, ok: true, version: '0.1.0' });
  assert.equal((await q).version, '0.1.0');
  assert.equal(c.status().connected, true);
  assert.equal(c.status().failures, 0);
});
