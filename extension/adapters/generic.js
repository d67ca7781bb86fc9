// Any other site the user enables: the focused textarea or contenteditable is the composer.
HushPrompt.adapters.register({
  name: 'generic',
  hosts: ['*'],
  composer: 'textarea, [contenteditable="true"], [contenteditable=""], [role="textbox"]',
  sendButton: 'button[type="submit"], button[aria-label*="send" i], button[data-testid*="send" i]',
  form: 'form',
  replies: '[data-message-author-role="assistant"], [data-role="assistant"], .assistant-message, .bot-message',
  userMessages: '[data-message-author-role="user"], [data-role="user"], .user-message',
  streaming: '[aria-busy="true"]',
  conversationPattern: /\/(?:c|chat|conversation|app)\/([\w-]{6,})/,
});
