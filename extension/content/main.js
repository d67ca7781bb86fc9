// Content script: capture, live preview, protected send (fail closed), restore in replies.
(() => {
  'use strict';
  const ns = globalThis.HushPrompt;
  if (!ns || ns.contentLoaded) return;
  ns.contentLoaded = true;

  const api = globalThis.browser ?? globalThis.chrome;
  const { spans, adapters } = ns;
  const adapter = adapters.pick(location.hostname);
  if (!adapter) return;
  const site = location.hostname.toLowerCase().replace(/^www\./, '');
  // The background gives the host 4 s (15 s while it reports loading models); this only covers a
  // background that does not answer at all.
  const REQUEST_TIMEOUT_MS = 20000;
  const PREVIEW_DEBOUNCE_MS = 150;
  const RESTORE_THROTTLE_MS = 120;
  const OWN = adapters.OWN_ATTR;

  // ---- messaging ------------------------------------------------------------------------
  function ask(msg, timeoutMs = REQUEST_TIMEOUT_MS) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, error: { code: 'timeout',
        reason: 'The HushPrompt helper did not answer in time.' } }), timeoutMs);
      let sent;
      try {
        sent = api.runtime.sendMessage({ ...msg, site });
      } catch (_err) {
        sent = Promise.reject(new Error('extension unavailable'));
      }
      Promise.resolve(sent).then((answer) => {
        clearTimeout(timer);
        resolve(answer ?? { ok: false, error: { code: 'extension_error',
          reason: 'The HushPrompt extension did not answer.' } });
      }, () => {
        clearTimeout(timer);
        resolve({ ok: false, error: { code: 'extension_error',
          reason: 'The HushPrompt extension was reloaded; reload this page.' } });
      });
    });
  }

  // ---- settings -------------------------------------------------------------------------
  let mode = null; // null until loaded: sends are held (fail closed) until we know
  const settingsReady = ask({ type: 'getSettings' }).then((a) => {
    mode = a?.ok ? a.mode : 'auto';
  });
  api.storage?.onChanged?.addListener(() => {
    ask({ type: 'getSettings' }).then((a) => { if (a?.ok) mode = a.mode; });
  });

  // ---- conversations --------------------------------------------------------------------
  let tempKey = `${adapter.name}:tmp-${crypto.randomUUID()}`;
  let tempUsed = false;
  let linked = null; // promise of the link request once the real id appeared
  let lastPath = location.pathname;

  async function conversation() {
    const id = adapter.conversationId(location.pathname);
    if (!id) {
      tempUsed = true;
      return tempKey;
    }
    const key = `${adapter.name}:${id}`;
    if (tempUsed && !linked) {
      linked = ask({ type: 'link', from: tempKey, conversation: key });
    }
    if (linked) await linked;
    return key;
  }

  setInterval(() => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    if (adapter.conversationId(lastPath)) {
      conversation(); // links the temporary conversation if it was used
    } else {
      // a new chat: start a fresh temporary conversation
      tempKey = `${adapter.name}:tmp-${crypto.randomUUID()}`;
      tempUsed = false;
      linked = null;
    }
    lastText.clear?.();
  }, 300);

  // ---- preview --------------------------------------------------------------------------
  const rejected = new Set();
  let lastFindings = [];
  let review = null; // {text} while the review is open
  let failed = null; // {trigger, composer} after a fail-closed stop
  const preview = new ns.Preview({
    onToggle(original) {
      if (rejected.has(original)) rejected.delete(original); else rejected.add(original);
      renderFindings();
    },
    onAll(protect) {
      if (protect) rejected.clear(); else lastFindings.forEach((f) => rejected.add(f.original));
      renderFindings();
    },
    onConfirm() { if (review) protectAndSend(review.trigger, { confirmed: true }); },
    onEscape() { review = null; preview.update({ review: false }); },
    onRetry() { if (failed) { const t = failed.trigger; failed = null; preview.update({ error: null }); protectAndSend(t); } },
    onSendUnprotected() {
      if (!failed) return;
      const t = failed.trigger;
      failed = null;
      preview.update({ error: null, findings: [] });
      resend(t);
    },
    onHelp() { ask({ type: 'openOnboarding' }); },
  });

  function uniqueFindings(replacements) {
    const seen = new Map();
    for (const r of replacements) if (!seen.has(r.original)) seen.set(r.original, r);
    return [...seen.values()].map((r) => ({ original: r.original, replacement: r.replacement,
      label: r.label }));
  }

  function renderFindings() {
    preview.update({ findings: lastFindings, rejected });
  }

  let previewTimer = null;
  let previewSeq = 0;
  let composing = false;

  function schedulePreview(composer) {
    if (!composer || mode === 'off') return;
    clearTimeout(previewTimer);
    previewTimer = setTimeout(() => runPreview(composer), PREVIEW_DEBOUNCE_MS);
  }

  async function runPreview(composer) {
    if (composing) return;
    const text = adapter.getText(composer);
    const seq = ++previewSeq;
    preview.attach(composer);
    if (!text.trim()) {
      lastFindings = [];
      if (!failed) preview.update({ findings: [], review: false });
      return;
    }
    const answer = await ask({ type: 'anonymize', text, preview: true,
      conversation: await conversation() });
    if (seq !== previewSeq) return; // a newer edit superseded this one
    if (!answer.ok) {
      console.debug('HushPrompt: preview unavailable:', answer.error?.code);
      preview.update({ findings: [], degraded: ['host'] });
      return;
    }
    lastFindings = uniqueFindings(answer.replacements);
    preview.update({ findings: lastFindings, rejected, degraded: answer.degraded ?? [] });
  }

  // ---- protected send -------------------------------------------------------------------
  let busy = false;
  let passThrough = false; // true only while we synchronously re-dispatch our own send

  const nextTask = () => new Promise((r) => setTimeout(r, 0));

  function stop(e) {
    e.preventDefault();
    e.stopImmediatePropagation();
  }

  function showFailure(trigger, error) {
    failed = { trigger };
    review = null;
    preview.attach(trigger.composer);
    preview.update({ error: { reason: error?.reason ?? 'The HushPrompt helper is unavailable.' },
      review: false });
  }

  async function protectAndSend(trigger, { confirmed = false } = {}) {
    if (busy) return;
    busy = true;
    try {
      await settingsReady;
      if (mode === 'off') { resend(trigger); return; }
      const composer = trigger.composer ?? adapter.findComposer(document);
      trigger.composer = composer;
      if (!composer) { resend(trigger); return; }
      const text = adapter.getText(composer);
      if (!text.trim()) { resend(trigger); return; }
      const reviewing = mode === 'review' && !(confirmed || (review && review.text === text));
      const answer = await ask({ type: 'anonymize', text, preview: reviewing,
        conversation: await conversation(), rejected: [...rejected] });
      if (!answer?.ok) { showFailure(trigger, answer?.error); return; }
      const { text: protectedText, applied } = spans.applyAccepted(text, answer.replacements,
        rejected);
      lastFindings = uniqueFindings(answer.replacements);
      if (reviewing && lastFindings.length) {
        review = { text, trigger };
        preview.attach(composer);
        preview.update({ findings: lastFindings, rejected, review: true, error: null });
        return;
      }
      review = null;
      if (applied.length) {
        const written = writeComposer(composer, text, protectedText, applied);
        if (!written) {
          showFailure(trigger, { reason: "HushPrompt could not put the protected text into this page's editor." });
          return;
        }
        await nextTask(); // editors such as ProseMirror sync their state after the input
      }
      if (adapter.getText(composer) !== protectedText && applied.length) {
        showFailure(trigger, { reason: 'The message changed while it was being protected.' });
        return;
      }
      lastFindings = [];
      preview.update({ findings: [], review: false, error: null });
      resend(trigger);
    } finally {
      busy = false;
    }
  }

  function resend(trigger) {
    passThrough = true;
    try {
      if (trigger.via === 'click' && trigger.button?.isConnected) {
        trigger.button.click();
      } else if (trigger.via === 'submit' && trigger.form?.isConnected) {
        trigger.form.requestSubmit();
      } else {
        const composer = trigger.composer ?? adapter.findComposer(document);
        composer?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter',
          keyCode: 13, which: 13, bubbles: true, cancelable: true, composed: true }));
      }
    } finally {
      passThrough = false;
    }
  }

  function rangeFor(model, start, end) {
    const lengths = model.segments.map((s) => s.text.length);
    const pieces = spans.spanToPieces(lengths, start, end).filter((p) => model.segments[p.index].node);
    if (!pieces.length) return null;
    const first = pieces[0];
    const last = pieces[pieces.length - 1];
    const range = document.createRange();
    range.setStart(model.segments[first.index].node, first.from);
    range.setEnd(model.segments[last.index].node, last.to);
    return range;
  }

  const normalize = (s) => s.replace(/\s+/g, ' ').trim();

  /** Put the protected text into the composer through the editor's own input path. */
  function writeComposer(composer, before, after, applied) {
    composer.focus();
    if (adapters.isTextField(composer)) {
      for (const r of [...applied].reverse()) {
        composer.setSelectionRange(r.start, r.end);
        if (!document.execCommand('insertText', false, r.replacement)) break;
      }
      if (composer.value !== after) {
        const proto = Object.getPrototypeOf(composer);
        Object.getOwnPropertyDescriptor(proto, 'value').set.call(composer, after);
        composer.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return composer.value === after;
    }
    const selection = document.getSelection();
    for (const r of [...applied].reverse()) {
      const range = rangeFor(adapters.textModel(composer), r.start, r.end);
      if (!range) break;
      selection.removeAllRanges();
      selection.addRange(range);
      document.execCommand('insertText', false, r.replacement);
    }
    if (adapter.getText(composer) === after) return true;
    // Fallback: replace everything (loses rich formatting, never the protection).
    const all = document.createRange();
    all.selectNodeContents(composer);
    selection.removeAllRanges();
    selection.addRange(all);
    document.execCommand('insertText', false, after);
    return normalize(adapter.getText(composer)) === normalize(after)
      && applied.every((r) => !adapter.getText(composer).includes(r.original) || after.includes(r.original));
  }

  // ---- event capture (window, capture phase: runs before any page listener) --------------
  const opts = { capture: true };

  window.addEventListener('compositionstart', () => { composing = true; }, opts);
  window.addEventListener('compositionend', (e) => {
    composing = false;
    schedulePreview(adapter.findComposer(e.target));
  }, opts);

  for (const type of ['input', 'paste', 'drop', 'cut', 'keyup']) {
    window.addEventListener(type, (e) => {
      if (composing || e.isComposing) return;
      const composer = adapter.findComposer(e.target);
      if (!composer) return;
      if (failed && type !== 'keyup') { failed = null; preview.update({ error: null }); }
      if (review && type !== 'keyup') { review = null; preview.update({ review: false }); }
      schedulePreview(composer);
    }, opts);
  }

  window.addEventListener('keydown', (e) => {
    if (passThrough) return;
    const composer = adapter.findComposer(e.target);
    if (!composer) return;
    if (e.key === 'Escape' && review) {
      review = null;
      preview.update({ review: false });
      return;
    }
    if (e.key !== 'Enter' || e.shiftKey || e.isComposing || composing || e.keyCode === 229) return;
    if (mode === 'off') return;
    stop(e);
    protectAndSend({ via: 'enter', composer }, { confirmed: Boolean(review) });
  }, opts);

  // Block the Enter key's companions while a protected send is under way.
  for (const type of ['keypress', 'keyup']) {
    window.addEventListener(type, (e) => {
      if (passThrough || e.key !== 'Enter' || e.shiftKey || mode === 'off') return;
      if (adapter.findComposer(e.target) && (busy || review || failed)) stop(e);
    }, opts);
  }

  window.addEventListener('click', (e) => {
    if (passThrough || !adapter.sendButton) return;
    const button = e.target?.closest?.(adapter.sendButton);
    if (!button || mode === 'off') return;
    const composer = adapter.findComposer(document);
    if (!composer) return;
    stop(e);
    protectAndSend({ via: 'click', button, composer }, { confirmed: Boolean(review) });
  }, opts);

  window.addEventListener('submit', (e) => {
    if (passThrough || mode === 'off') return;
    const form = e.target;
    const composer = form?.querySelector?.(adapter.composer);
    if (!composer) return;
    stop(e);
    protectAndSend({ via: 'submit', form, composer }, { confirmed: Boolean(review) });
  }, opts);

  // ---- restore in replies ---------------------------------------------------------------
  const lastText = new Map(); // container -> text after our last pass
  const inflight = new WeakSet();
  let restoreTimer = null;

  function scheduleRestore() {
    if (restoreTimer) return;
    restoreTimer = setTimeout(() => { restoreTimer = null; restoreAll(); }, RESTORE_THROTTLE_MS);
  }

  function containers() {
    const selector = [adapter.replies, adapter.userMessages].filter(Boolean).join(', ');
    if (!selector) return [];
    return [...document.querySelectorAll(selector)].filter((el) => !el.closest(adapter.composer)
      && !el.querySelector(adapter.composer) && !el.closest(`[${OWN}]`));
  }

  function restoreAll() {
    if (mode === 'off' || mode === null) { if (mode === null) scheduleRestore(); return; }
    for (const el of containers()) restoreContainer(el);
    for (const el of lastText.keys()) if (!el.isConnected) lastText.delete(el);
  }

  async function restoreContainer(el) {
    if (inflight.has(el)) return;
    const model = adapters.textModel(el);
    if (!/\S/.test(model.text) || lastText.get(el) === model.text) return;
    inflight.add(el);
    try {
      const answer = await ask({ type: 'restore', text: model.text,
        conversation: await conversation() });
      if (!answer?.ok) return;
      const now = adapters.textModel(el);
      if (now.text !== model.text) { scheduleRestore(); return; } // changed meanwhile
      const streaming = adapter.isStreaming(el);
      const chosen = spans.stableSpans(answer.restored, model.text.length, streaming);
      applyRestore(now, chosen);
      // Held-back spans (a stand-in may still be growing) need another pass later.
      if (chosen.length === answer.restored.length) lastText.set(el, adapters.textModel(el).text);
      if (streaming || chosen.length !== answer.restored.length) scheduleRestore();
    } finally {
      inflight.delete(el);
    }
  }

  function applyRestore(model, restored) {
    if (!restored.length) return;
    const plan = spans.planRestore(model.segments.map((s) => s.text), restored);
    for (const { index, parts } of plan) {
      const node = model.segments[index].node;
      if (!node || !node.parentNode) continue;
      if (node.parentElement?.closest('[data-hushprompt="restored"]')) continue;
      const frag = document.createDocumentFragment();
      for (const part of parts) {
        if (part.original === undefined) {
          if (part.text) frag.append(document.createTextNode(part.text));
          continue;
        }
        const mark = document.createElement('span');
        mark.setAttribute('data-hushprompt', 'restored');
        mark.title = `sent as ${part.sentAs}`;
        mark.style.cssText = 'background: rgba(26,127,55,.10); border-bottom: 1px dotted rgba(26,127,55,.7); border-radius: 2px;';
        mark.textContent = part.original;
        frag.append(mark);
      }
      node.replaceWith(frag);
    }
  }

  function startObserver() {
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const t = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (t && !t.closest(adapter.composer) && !t.closest(`[${OWN}]`)) {
          scheduleRestore();
          return;
        }
      }
    });
    observer.observe(document.documentElement, { subtree: true, childList: true,
      characterData: true });
    scheduleRestore();
  }

  if (document.documentElement) startObserver();
  else document.addEventListener('DOMContentLoaded', startObserver, { once: true });
})();
