// claude.ai: ProseMirror contenteditable composer, conversations /chat/<id>.
HushPrompt.adapters.register({
  name: 'claude',
  hosts: ['claude.ai'],
  composer: 'div.ProseMirror[contenteditable="true"], [contenteditable="true"][aria-label*="prompt" i]',
  sendButton: 'button[aria-label="Send message"], button[aria-label="Send Message"]',
  form: 'fieldset',
  replies: '.font-claude-message, [data-testid="assistant-message"], .font-claude-response',
  userMessages: '[data-testid="user-message"]',
  streaming: '[data-is-streaming="true"]',
  conversationPattern: /^\/chat\/([\w-]+)/,
});
