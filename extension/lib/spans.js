// Pure text-span helpers shared by the content script and the unit tests.
// Written to run both as a classic content script and as an ES module: it only touches
// globalThis.HushPrompt. All offsets are UTF-16 code units (JavaScript string indexes).
(() => {
  'use strict';
  const ns = (globalThis.HushPrompt ??= {});

  /** Apply the replacements the user accepted to `text`.
   * replacements: [{start, end, original, replacement, ...}] indexing `text`;
   * rejected: Set of originals the user chose to send as typed.
   * Returns {text, applied}. Overlapping or out-of-range items are skipped (never half-applied).
   */
  function applyAccepted(text, replacements, rejected = new Set()) {
    const sorted = [...replacements].sort((a, b) => a.start - b.start);
    let out = '';
    let cursor = 0;
    const applied = [];
    for (const r of sorted) {
      if (rejected.has(r.original)) continue;
      if (!(r.start >= cursor && r.end > r.start && r.end <= text.length)) continue;
      if (text.slice(r.start, r.end) !== r.original) continue;
      out += text.slice(cursor, r.start) + r.replacement;
      cursor = r.end;
      applied.push(r);
    }
    out += text.slice(cursor);
    return { text: out, applied };
  }

  /** Map a span [start, end) of the concatenation of `lengths` (one per text node) to the pieces
   * of each node it covers: [{index, from, to}] with node-local offsets, in order. */
  function spanToPieces(lengths, start, end) {
    const pieces = [];
    let base = 0;
    for (let index = 0; index < lengths.length; index++) {
      const len = lengths[index];
      const from = Math.max(start, base);
      const to = Math.min(end, base + len);
      if (from < to) pieces.push({ index, from: from - base, to: to - base });
      base += len;
      if (base >= end) break;
    }
    return pieces;
  }

  /** Plan the edits that swap restored spans into a list of text-node strings.
   * Returns one entry per touched node: {index, parts: [{text, original?, sentAs?}]} where a
   * part with `original` is the restored value (the first node of a span gets it, the following
   * nodes just lose the covered characters). Spans must not overlap; they are processed in order.
   */
  function planRestore(nodeTexts, spans) {
    const lengths = nodeTexts.map((t) => t.length);
    const cuts = new Map(); // index -> [{from, to, original|null, sentAs}]
    for (const s of [...spans].sort((a, b) => a.start - b.start)) {
      const pieces = spanToPieces(lengths, s.start, s.end);
      pieces.forEach((p, i) => {
        const list = cuts.get(p.index) ?? [];
        list.push({ from: p.from, to: p.to, original: i === 0 ? s.original : null,
          sentAs: s.replacement });
        cuts.set(p.index, list);
      });
    }
    const plan = [];
    for (const [index, list] of [...cuts.entries()].sort((a, b) => a[0] - b[0])) {
      const text = nodeTexts[index];
      const parts = [];
      let cursor = 0;
      for (const c of list.sort((a, b) => a.from - b.from)) {
        if (c.from > cursor) parts.push({ text: text.slice(cursor, c.from) });
        if (c.original !== null) parts.push({ text: c.original, original: c.original, sentAs: c.sentAs });
        cursor = c.to;
      }
      if (cursor < text.length) parts.push({ text: text.slice(cursor) });
      plan.push({ index, parts });
    }
    return plan;
  }

  /** Drop restored spans that end at the very end of a reply that is still streaming: the last
   * word may be a prefix of a longer stand-in ("Laura" of "Laura Bennett"). */
  function stableSpans(spans, textLength, streaming) {
    if (!streaming) return spans;
    return spans.filter((s) => s.end < textLength);
  }

  ns.spans = { applyAccepted, spanToPieces, planRestore, stableSpans };
})();
