// Inline preview beside the composer, in a Shadow DOM (open, so tests can read it; it only shows what the user typed). All page and user text goes
// through textContent; the panel never takes focus on mouse clicks, so the caret stays put.
(() => {
  'use strict';
  const ns = globalThis.HushPrompt;
  if (ns.Preview) return;

  const CSS = `
  :host { all: initial; }
  .panel { position: fixed; z-index: 2147483646; max-width: min(560px, 92vw); box-sizing: border-box;
    font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328;
    background: #ffffff; border: 1px solid #d0d7de; border-radius: 10px;
    box-shadow: 0 6px 24px rgba(0,0,0,.12); padding: 8px 10px; }
  .panel[hidden] { display: none; }
  .head { display: flex; align-items: center; gap: 8px; margin-bottom: 6px; }
  .title { font-weight: 600; flex: 1; }
  .shield { width: 8px; height: 8px; border-radius: 50%; background: #1a7f37; flex: none; }
  .panel.failed .shield { background: #b42318; }
  ul { list-style: none; margin: 0; padding: 0; max-height: 180px; overflow: auto; }
  li { margin: 2px 0; }
  button { font: inherit; cursor: pointer; border-radius: 6px; border: 1px solid #d0d7de;
    background: #f6f8fa; color: inherit; padding: 2px 8px; }
  button:focus-visible { outline: 2px solid #0969da; outline-offset: 1px; }
  button.item { display: flex; gap: 6px; align-items: baseline; width: 100%; text-align: left;
    border-color: transparent; background: transparent; padding: 3px 4px; }
  button.item:hover { background: #f3f4f6; }
  .orig { font-weight: 600; }
  .arrow { color: #656d76; }
  .stand { color: #1a7f37; font-family: ui-monospace, monospace; }
  .kind { color: #656d76; font-size: 11px; margin-left: auto; }
  button.item[aria-checked="false"] .orig { text-decoration: line-through; color: #9a6700; }
  button.item[aria-checked="false"] .stand { text-decoration: line-through; color: #8c959f; }
  .state { font-size: 11px; color: #9a6700; }
  .error { color: #b42318; margin: 4px 0; }
  .actions { display: flex; gap: 6px; margin-top: 6px; flex-wrap: wrap; }
  button.primary { background: #1f883d; color: #fff; border-color: #1f883d; }
  button.danger { background: #fff; color: #b42318; border-color: #b42318; }
  .note { color: #656d76; font-size: 11px; }
  `;

  class Preview {
    constructor(handlers) {
      this.handlers = handlers;
      this.host = document.createElement('hushprompt-preview');
      this.host.setAttribute(ns.adapters.OWN_ATTR, '');
      const root = this.host.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = CSS;
      this.panel = document.createElement('div');
      this.panel.className = 'panel';
      this.panel.setAttribute('role', 'region');
      this.panel.setAttribute('aria-label', 'HushPrompt protection preview');
      this.panel.hidden = true;
      // Keep focus (and the caret) in the composer when the panel is clicked with a mouse.
      this.panel.addEventListener('mousedown', (e) => e.preventDefault());
      this.panel.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') { e.stopPropagation(); this.handlers.onEscape?.(); }
      });
      root.append(style, this.panel);
      this.root = root;
      this.anchor = null;
      this.state = { findings: [], rejected: new Set(), mode: 'auto', review: false,
        error: null, busy: false, degraded: [] };
      this.reposition = () => this.place();
      window.addEventListener('resize', this.reposition, { passive: true });
      window.addEventListener('scroll', this.reposition, { passive: true, capture: true });
    }

    attach(anchor) {
      this.anchor = anchor;
      if (!this.host.isConnected) document.documentElement.append(this.host);
      this.place();
    }

    place() {
      if (!this.anchor || this.panel.hidden) return;
      const r = this.anchor.getBoundingClientRect();
      this.panel.style.left = `${Math.max(8, r.left)}px`;
      this.panel.style.bottom = `${Math.max(8, window.innerHeight - r.top + 8)}px`;
    }

    update(patch) {
      Object.assign(this.state, patch);
      this.render();
    }

    el(tag, props = {}, ...children) {
      const node = document.createElement(tag);
      for (const [k, v] of Object.entries(props)) {
        if (k === 'text') node.textContent = v;
        else if (k === 'onclick') node.addEventListener('click', v);
        else if (k === 'className') node.className = v;
        else node.setAttribute(k, v);
      }
      node.append(...children);
      return node;
    }

    render() {
      const s = this.state;
      const visible = s.error || s.review || s.findings.length > 0;
      this.panel.hidden = !visible;
      this.panel.classList.toggle('failed', Boolean(s.error));
      this.panel.replaceChildren();
      if (!visible) return;
      const accepted = s.findings.filter((f) => !s.rejected.has(f.original)).length;
      let title = `HushPrompt · ${accepted} of ${s.findings.length} protected`;
      if (s.review) title = `Review before sending · ${accepted} of ${s.findings.length} protected`;
      if (s.error) title = 'HushPrompt · not sent';
      const head = this.el('div', { className: 'head' },
        this.el('span', { className: 'shield', 'aria-hidden': 'true' }),
        this.el('span', { className: 'title', text: title }));
      if (s.findings.length > 1 && !s.error) {
        head.append(
          this.el('button', { text: 'Protect all', 'aria-label': 'Protect all findings',
            onclick: () => this.handlers.onAll(true) }),
          this.el('button', { text: 'Protect none', 'aria-label': 'Protect no findings',
            onclick: () => this.handlers.onAll(false) }));
      }
      this.panel.append(head);
      if (s.error) {
        this.panel.append(this.el('div', { className: 'error', role: 'alert',
          text: `${s.error.reason} Your message was not sent.` }));
        this.panel.append(this.el('div', { className: 'actions' },
          this.el('button', { className: 'primary', text: 'Try again',
            onclick: () => this.handlers.onRetry() }),
          this.el('button', { className: 'danger', text: 'Send unprotected',
            'aria-label': 'Send the message unprotected, exactly as typed',
            onclick: () => this.handlers.onSendUnprotected() }),
          this.el('button', { text: 'Setup help', onclick: () => this.handlers.onHelp() })));
        return;
      }
      const ul = this.el('ul', { 'aria-label': 'Findings' });
      for (const f of s.findings) {
        const on = !s.rejected.has(f.original);
        const label = on ? `${f.original} will be sent as ${f.replacement}, ${f.label}. Press to send as typed.`
          : `${f.original} will be sent as typed, ${f.label}. Press to protect.`;
        ul.append(this.el('li', {}, this.el('button', { className: 'item', role: 'switch',
          'aria-checked': String(on), 'aria-label': label,
          onclick: () => this.handlers.onToggle(f.original) },
        this.el('span', { className: 'orig', text: f.original }),
        this.el('span', { className: 'arrow', 'aria-hidden': 'true', text: '\u2192' }),
        this.el('span', { className: 'stand', text: on ? f.replacement : 'sent as typed' }),
        this.el('span', { className: 'kind', text: f.label }))));
      }
      this.panel.append(ul);
      if (s.degraded.length) {
        this.panel.append(this.el('div', { className: 'state',
          text: 'Some detectors are unavailable; fewer findings may show.' }));
      }
      if (s.review) {
        this.panel.append(this.el('div', { className: 'actions' },
          this.el('button', { className: 'primary', text: 'Send protected',
            onclick: () => this.handlers.onConfirm() }),
          this.el('button', { text: 'Cancel', onclick: () => this.handlers.onEscape() }),
          this.el('span', { className: 'note', text: 'Enter sends · Esc cancels' })));
      }
      this.place();
    }
  }

  ns.Preview = Preview;
})();
