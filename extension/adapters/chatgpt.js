// chatgpt.com and chat.openai.com: ProseMirror composer #prompt-textarea, conversations /c/<id>.
HushPrompt.adapters.register({
  name: 'chatgpt',
  hosts: ['chatgpt.com', 'chat.openai.com'],
  composer: '#prompt-textarea, div.ProseMirror[contenteditable="true"], textarea[name="prompt-textarea"]',
  sendButton: 'button[data-testid="send-button"], button#composer-submit-button',
  form: 'form',
  replies: '[data-message-author-role="assistant"] .markdown, [data-message-author-role="assistant"]:not(:has(.markdown))',
  userMessages: '[data-message-author-role="user"]',
  streaming: '.result-streaming, button[data-testid="stop-button"]',
  conversationPattern: /^\/(?:g\/[^/]+\/)?c\/([\w-]+)/,
});
