// Adapter registry and the DOM helpers the adapters share. An adapter is mostly data:
//   {name, hosts, composer, sendButton, form?, replies, userMessages, streaming,
//    conversationPattern}
// Site-specific files call HushPrompt.adapters.register({...}).
(() => {
  'use strict';
  const ns = (globalThis.HushPrompt ??= {});
  if (ns.adapters) return;

  const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'PRE', 'BLOCKQUOTE', 'H1', 'H2', 'H3',
    'H4', 'H5', 'H6', 'TR', 'TABLE', 'SECTION', 'ARTICLE']);
  const OWN_ATTR = 'data-hushprompt-ui';
  const list = [];

  /** Text of an element as the user sees it, with a segment per text node (node) and per
   * virtual line break between blocks (node: null), so UTF-16 offsets map back to nodes. */
  function textModel(root) {
    const segments = [];
    let text = '';
    const push = (node, str) => {
      if (!str) return;
      segments.push({ node, start: text.length, text: str });
      text += str;
    };
    const walk = (el) => {
      for (let child = el.firstChild; child; child = child.nextSibling) {
        if (child.nodeType === 3) {
          push(child, child.data);
        } else if (child.nodeType === 1) {
          if (child.hasAttribute(OWN_ATTR)) continue;
          const tag = child.tagName;
          if (tag === 'BR') {
            if (!child.classList.contains('ProseMirror-trailingBreak')) push(null, '\n');
            continue;
          }
          if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') continue;
          const block = BLOCKS.has(tag);
          if (block && text && !text.endsWith('\n')) push(null, '\n');
          walk(child);
        }
      }
    };
    walk(root);
    return { text, segments };
  }

  function isTextField(el) {
    return el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement;
  }

  function conversationId(adapter, pathname) {
    if (!adapter.conversationPattern) return null;
    const m = adapter.conversationPattern.exec(pathname);
    return m ? m[1] : null;
  }

  function makeAdapter(spec) {
    const a = { ...spec };
    a.findComposer = (target) => {
      const el = target && target.nodeType === 1 ? target : target?.parentElement;
      const hit = el?.closest?.(a.composer);
      if (hit) return hit;
      return target === document || !target ? document.querySelector(a.composer) : null;
    };
    a.findSendButton = () => (a.sendButton ? document.querySelector(a.sendButton) : null);
    a.getText = (composer) => (isTextField(composer) ? composer.value
      : textModel(composer).text);
    a.isStreaming = (container) => Boolean(a.streaming && (container.closest(a.streaming)
      || container.querySelector(a.streaming)));
    a.conversationId = (pathname) => conversationId(a, pathname);
    return a;
  }

  function register(spec) {
    list.push(makeAdapter(spec));
  }

  function pick(hostname) {
    const host = String(hostname).toLowerCase().replace(/^www\./, '');
    return list.find((a) => a.hosts.includes(host)) ?? list.find((a) => a.hosts.includes('*'));
  }

  ns.adapters = { register, pick, list, textModel, isTextField, conversationId, OWN_ATTR };
})();
