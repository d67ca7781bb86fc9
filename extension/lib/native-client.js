// One long-lived native messaging port with request ids, per-request timeouts (fail closed),
// and reconnect with backoff. `connect` is injected (runtime.connectNative in the extension,
// a fake in the unit tests), so this module has no browser dependency.
(() => {
  'use strict';
  const ns = (globalThis.HushPrompt ??= {});

  class HostError extends Error {
    constructor(code, message) {
      super(message);
      this.code = code;
    }
  }

  // Codes the UI explains; messages are fixed strings, never user text.
  const REASONS = Object.freeze({
    host_missing: 'The HushPrompt helper is not installed for this browser.',
    host_crashed: 'The HushPrompt helper stopped unexpectedly.',
    timeout: 'The HushPrompt helper did not answer in time.',
    host_error: 'The HushPrompt helper reported an error.',
  });

  function classifyDisconnect(message) {
    const m = String(message || '').toLowerCase();
    if (m.includes('not found') || m.includes('no such native application')
      || m.includes('forbidden') || m.includes('not installed')) return 'host_missing';
    return 'host_crashed';
  }

  class NativeClient {
    constructor({ connect, timeoutMs = 4000, backoffDelay, now = Date.now,
      schedule = (fn, ms) => setTimeout(fn, ms), cancel = (t) => clearTimeout(t),
      onStatus = () => {} }) {
      this.connect = connect;
      this.timeoutMs = timeoutMs;
      this.backoffDelay = backoffDelay ?? ((n) => Math.min(30000, 250 * 2 ** n));
      this.now = now;
      this.schedule = schedule;
      this.cancel = cancel;
      this.onStatus = onStatus;
      this.port = null;
      this.nextId = 1;
      this.pending = new Map();
      this.failures = 0;
      this.retryAt = 0;
      this.lastError = null;
      this.info = null;
      this.reconnectTimer = null;
    }

    status() {
      return { connected: this.port !== null, lastError: this.lastError, info: this.info,
        failures: this.failures };
    }

    ensurePort() {
      if (this.port) return this.port;
      if (this.now() < this.retryAt && this.lastError) {
        throw new HostError(this.lastError, REASONS[this.lastError] ?? REASONS.host_crashed);
      }
      let port;
      try {
        port = this.connect();
      } catch (_err) {
        this.handleDisconnect(null, 'not found');
        throw new HostError('host_missing', REASONS.host_missing);
      }
      this.port = port;
      port.onMessage.addListener((msg) => this.handleMessage(msg));
      port.onDisconnect.addListener((p) => {
        const err = (p && p.error) || globalThis.chrome?.runtime?.lastError;
        this.handleDisconnect(port, err?.message ?? '');
      });
      return port;
    }

    handleMessage(msg) {
      if (!msg || typeof msg !== 'object') return;
      const entry = this.pending.get(msg.id);
      if (!entry) return; // late answer to a request that already timed out
      this.pending.delete(msg.id);
      this.cancel(entry.timer);
      if (this.failures) {
        this.failures = 0;
        this.lastError = null;
        this.onStatus(this.status());
      }
      if (msg.ok) entry.resolve(msg);
      else {
        const err = new HostError('host_error', REASONS.host_error);
        err.hostCode = msg.error?.code;
        entry.reject(err);
      }
    }

    handleDisconnect(port, message) {
      if (port && port !== this.port) return;
      this.port = null;
      const code = classifyDisconnect(message);
      this.lastError = code;
      this.retryAt = this.now() + this.backoffDelay(this.failures);
      this.failures += 1;
      for (const [id, entry] of this.pending) {
        this.cancel(entry.timer);
        entry.reject(new HostError(code, REASONS[code]));
        this.pending.delete(id);
      }
      this.onStatus(this.status());
      this.scheduleReconnect();
    }

    scheduleReconnect() {
      if (this.reconnectTimer) return;
      const delay = Math.max(0, this.retryAt - this.now());
      this.reconnectTimer = this.schedule(() => {
        this.reconnectTimer = null;
        this.request({ type: 'ping' }).catch(() => {});
      }, delay);
    }

    /** Send one request; resolves with the host's `ok` answer, rejects with a HostError. */
    request(message, { timeoutMs = this.timeoutMs } = {}) {
      return new Promise((resolve, reject) => {
        let port;
        try {
          port = this.ensurePort();
        } catch (err) {
          reject(err);
          return;
        }
        const id = this.nextId++;
        const timer = this.schedule(() => {
          if (!this.pending.has(id)) return;
          this.pending.delete(id);
          reject(new HostError('timeout', REASONS.timeout));
        }, timeoutMs);
        this.pending.set(id, { resolve, reject, timer });
        try {
          port.postMessage({ ...message, id });
        } catch (_err) {
          this.handleDisconnect(port, 'post failed');
        }
      }).then((answer) => {
        if (message.type === 'ping') {
          this.info = { version: answer.version, providers: answer.providers,
            models: answer.models, loading: Boolean(answer.loading) };
          this.onStatus(this.status());
        }
        return answer;
      });
    }
  }

  ns.native = { NativeClient, HostError, REASONS, classifyDisconnect };
})();
