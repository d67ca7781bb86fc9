// A local stand-in for a chat site's page (main world). It behaves like the real ones where it
// matters to HushPrompt: a ProseMirror-like editor that keeps its own state (updated from DOM
// mutations) and sends that state on Enter or the send button; a streamed reply re-rendered in
// chunks whose text is split across nodes and inline elements; a conversation id that appears in
// the URL after the first send. Everything the page's own send handler receives is recorded in
// window.__sent and POSTed to /api/sent.
(() => {
  const cfg = window.REPLICA;
  const editor = document.querySelector(cfg.editor);
  const sendButton = document.querySelector(cfg.send);
  const thread = document.getElementById('thread');
  window.__sent = [];
  window.__replies = 0;
  let state = '';

  const read = () => [...editor.querySelectorAll('p')].map((p) => p.textContent).join('\n')
    || editor.textContent;
  new MutationObserver(() => { state = read(); })
    .observe(editor, { subtree: true, childList: true, characterData: true });

  editor.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  });
  sendButton.addEventListener('click', (e) => { e.preventDefault(); send(); });
  editor.addEventListener('paste', (e) => {
    // Like ProseMirror: the editor handles the paste itself.
    e.preventDefault();
    document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
  });

  function el(tag, attrs = {}, text) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function send() {
    const text = state;
    if (!text.trim()) return;
    window.__sent.push(text);
    fetch('/api/sent', { method: 'POST', body: text }).catch(() => {});
    editor.replaceChildren(el('p'));
    editor.firstChild.append(el('br', { class: 'ProseMirror-trailingBreak' }));
    state = '';
    const user = el(cfg.userTag, cfg.userAttrs);
    user.append(el('div', { class: cfg.userTextClass }, text));
    thread.append(user);
    if (!cfg.idPattern.test(location.pathname)) {
      setTimeout(() => history.pushState({}, '', cfg.newPath + crypto.randomUUID()), 150);
    }
    streamReply(text);
  }

  // Split text into pieces of 1-6 characters, alternating text nodes, <span> and <strong>,
  // so stand-ins land across adjacent nodes and inline elements.
  function splitInto(parent, text, seed) {
    let i = 0;
    let k = seed;
    while (i < text.length) {
      k = (k * 7 + 3) % 11;
      const n = 1 + (k % 6);
      const piece = text.slice(i, i + n);
      if (k % 3 === 0) parent.append(el('span', {}, piece));
      else if (k % 5 === 0) parent.append(el('strong', {}, piece));
      else parent.append(document.createTextNode(piece));
      i += n;
    }
  }

  function streamReply(prompt) {
    const full = `Sure. Here is a reply to your message: "${prompt}" Let me know if I should change anything.`;
    const wrap = el(cfg.replyTag, cfg.replyAttrs);
    const body = el('div', { class: cfg.replyClass });
    wrap.append(body);
    thread.append(wrap);
    if (cfg.streamingAttr) wrap.setAttribute(cfg.streamingAttr, 'true');
    body.classList.add('result-streaming');
    let shown = 0;
    const timer = setInterval(() => {
      shown = Math.min(full.length, shown + 9);
      const p = el('p');
      splitInto(p, full.slice(0, shown), shown);
      const parts = [p];
      if (shown === full.length) {
        const pre = el('pre');
        const code = el('code');
        splitInto(code, prompt, 5);
        pre.append(code);
        parts.push(pre);
      }
      body.replaceChildren(...parts); // re-render the whole reply, like React does
      if (shown === full.length) {
        clearInterval(timer);
        body.classList.remove('result-streaming');
        if (cfg.streamingAttr) wrap.setAttribute(cfg.streamingAttr, 'false');
        window.__replies += 1;
      }
    }, 40);
  }
})();
