// gemini.google.com: Quill editor inside <rich-textarea>, conversations /app/<id>.
HushPrompt.adapters.register({
  name: 'gemini',
  hosts: ['gemini.google.com'],
  composer: 'rich-textarea .ql-editor, .ql-editor[contenteditable="true"]',
  sendButton: 'button.send-button, button[aria-label="Send message"]',
  replies: 'model-response message-content .markdown, model-response .markdown, model-response .model-response-text',
  userMessages: 'user-query .query-text',
  streaming: 'model-response [aria-busy="true"], .pending-response',
  conversationPattern: /^\/app\/([\w-]+)/,
});
