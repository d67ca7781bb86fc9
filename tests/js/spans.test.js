import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../extension/lib/spans.js';

const { applyAccepted, spanToPieces, planRestore, stableSpans } = globalThis.HushPrompt.spans;

const TEXT = '😀 Write to Priya Sharma at priya@example.com';
const REPS = [
  { start: 12, end: 24, original: 'Priya Sharma', replacement: 'Laura Bennett', label: 'PERSON' },
  { start: 28, end: 45, original: 'priya@example.com', replacement: 'laura@example.net', label: 'EMAIL' },
];

test('applyAccepted applies every replacement at UTF-16 offsets', () => {
  const { text, applied } = applyAccepted(TEXT, REPS);
  assert.equal(text, '😀 Write to Laura Bennett at laura@example.net');
  assert.equal(applied.length, 2);
});

test('applyAccepted leaves rejected originals as typed', () => {
  const { text } = applyAccepted(TEXT, REPS, new Set(['priya@example.com']));
  assert.equal(text, '😀 Write to Laura Bennett at priya@example.com');
});

test('applyAccepted skips a replacement whose offsets do not match the text (never half-applies)', () => {
  const stale = [{ ...REPS[0], start: 11, end: 23 }];
  assert.equal(applyAccepted(TEXT, stale).text, TEXT);
});

test('spanToPieces maps a span across several text nodes', () => {
  // "Lau" | "ra Ben" | "nett"
  assert.deepEqual(spanToPieces([3, 6, 4], 0, 13), [
    { index: 0, from: 0, to: 3 }, { index: 1, from: 0, to: 6 }, { index: 2, from: 0, to: 4 }]);
  assert.deepEqual(spanToPieces([5, 5], 3, 7), [{ index: 0, from: 3, to: 5 }, { index: 1, from: 0, to: 2 }]);
});

test('planRestore puts the original in the first node and trims the following ones', () => {
  const nodes = ['Hi Lau', 'ra Ben', 'nett, and Laura Bennett.'];
  const text = nodes.join('');
  const spans = [];
  for (const m of text.matchAll(/Laura Bennett/g)) {
    spans.push({ start: m.index, end: m.index + 13, replacement: 'Laura Bennett', original: 'Priya Sharma' });
  }
  const plan = planRestore(nodes, spans);
  const rendered = nodes.map((t, i) => {
    const entry = plan.find((p) => p.index === i);
    return entry ? entry.parts.map((p) => (p.original ? `[${p.text}]` : p.text)).join('') : t;
  }).join('');
  assert.equal(rendered, 'Hi [Priya Sharma], and [Priya Sharma].');
  assert.equal(plan[0].parts[1].sentAs, 'Laura Bennett');
});

test('stableSpans holds back a span at the end of a streaming reply only', () => {
  const spans = [{ start: 0, end: 5 }, { start: 10, end: 15 }];
  assert.deepEqual(stableSpans(spans, 15, true), [{ start: 0, end: 5 }]);
  assert.deepEqual(stableSpans(spans, 15, false), spans);
});
