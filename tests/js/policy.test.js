import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../extension/lib/policy.js';
import '../../extension/lib/backoff.js';

const P = globalThis.HushPrompt.policy;
const { backoffDelay } = globalThis.HushPrompt.backoff;

test('fresh install: the known sites protect automatically, other sites are off', () => {
  const s = P.normalizeSettings(undefined);
  for (const site of ['chatgpt.com', 'www.chatgpt.com', 'chat.openai.com', 'claude.ai', 'gemini.google.com']) {
    assert.equal(P.modeFor(s, site), 'auto', site);
  }
  assert.equal(P.modeFor(s, 'chat.example.com'), 'off');
});

test('a per-site choice overrides the default', () => {
  let s = P.normalizeSettings({});
  s = P.withMode(s, 'claude.ai', 'review');
  s = P.withMode(s, 'chat.example.com', 'auto');
  assert.equal(P.modeFor(s, 'claude.ai'), 'review');
  assert.equal(P.modeFor(s, 'chat.example.com'), 'auto');
  assert.throws(() => P.withMode(s, 'claude.ai', 'sometimes'));
});

test('hostPolicy sends the user choices, adding rejected originals to never', () => {
  const s = P.normalizeSettings({ kinds: ['PERSON', 'EMAIL', 'BOGUS'], style: 'label',
    always: [' Project Falcon ', ''], never: ['Paris'], retentionDays: 7 });
  assert.deepEqual(P.hostPolicy(s, ['maria@example.com']), { kinds: ['PERSON', 'EMAIL'],
    style: 'label', always: ['Project Falcon'], never: ['Paris', 'maria@example.com'],
    retention_days: 7 });
  assert.equal(P.hostPolicy(P.normalizeSettings({})).kinds, undefined, 'all kinds by default');
});

test('reconnect delays grow exponentially with a cap', () => {
  const fixed = { random: () => 0 };
  assert.deepEqual([0, 1, 2, 3].map((n) => backoffDelay(n, fixed)), [250, 500, 1000, 2000]);
  assert.equal(backoffDelay(50, fixed), 30000);
  assert.ok(backoffDelay(2, { random: () => 1 }) <= 1200);
});
