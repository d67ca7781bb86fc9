// Reconnect delays for the native host: exponential with a cap, plus up to 20 % jitter.
(() => {
  'use strict';
  const ns = (globalThis.HushPrompt ??= {});

  function backoffDelay(attempt, { baseMs = 250, maxMs = 30000, random = Math.random } = {}) {
    const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
    return Math.round(exp * (1 + 0.2 * random()));
  }

  ns.backoff = { backoffDelay };
})();
