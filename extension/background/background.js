// Background: the single native port, settings, and the relay between content scripts and host.
import '../lib/backoff.js';
import '../lib/policy.js';
import '../lib/native-client.js';

const { backoff, policy: P, native } = globalThis.HushPrompt;
const api = globalThis.browser ?? globalThis.chrome;
const HOST_NAME = 'com.hushprompt.host';
const REQUEST_TIMEOUT_MS = 4000; // slower than this: fail closed
const LOADING_TIMEOUT_MS = 15000; // while the host reports that its models are still loading
const CONTENT_FILES = ['lib/spans.js', 'adapters/registry.js', 'adapters/generic.js',
  'content/preview.js', 'content/main.js'];

const client = new native.NativeClient({
  connect: () => api.runtime.connectNative(HOST_NAME),
  timeoutMs: REQUEST_TIMEOUT_MS,
  backoffDelay: (n) => backoff.backoffDelay(n),
});

const counts = {}; // site -> {protected, restored}; per browser session only

async function loadSettings() {
  const stored = await api.storage.local.get('settings');
  return P.normalizeSettings(stored.settings);
}

async function saveSettings(settings) {
  await api.storage.local.set({ settings: P.normalizeSettings(settings) });
}

function bump(site, key, n) {
  const entry = (counts[site] ??= { protected: 0, restored: 0 });
  entry[key] += n;
}

function failure(err) {
  const code = err?.code ?? 'host_error';
  if (!err?.code) console.warn('HushPrompt: request failed:', err?.name, err?.stack?.split('\n')[1]);
  return { ok: false, error: { code, reason: native.REASONS[code] ?? native.REASONS.host_error,
    hostCode: err?.hostCode } };
}

/** The host answers `ping` at once even while it loads; give a loading host more time. */
async function requestTimeout() {
  if (!client.info || client.info.loading) {
    try {
      await client.request({ type: 'ping' }, { timeoutMs: 2000 });
    } catch (_err) { /* the request itself will report the failure */ }
  }
  return client.info?.loading ? LOADING_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

async function relay(msg, sender) {
  const site = P.siteKey(msg.site ?? (sender?.tab?.url ? new URL(sender.tab.url).hostname : ''));
  switch (msg.type) {
    case 'getSettings': {
      const settings = await loadSettings();
      return { ok: true, mode: P.modeFor(settings, site), settings,
        known: P.isKnownSite(site), counts: counts[site] ?? { protected: 0, restored: 0 } };
    }
    case 'setMode': {
      const settings = await loadSettings();
      await saveSettings(P.withMode(settings, site, msg.mode));
      if (!P.isKnownSite(site)) await syncGenericScripts();
      return { ok: true };
    }
    case 'saveSettings': {
      await saveSettings(msg.settings);
      await syncGenericScripts();
      return { ok: true };
    }
    case 'anonymize': {
      const settings = await loadSettings();
      const answer = await client.request({ type: 'anonymize', text: msg.text,
        conversation: msg.conversation, site, preview: Boolean(msg.preview),
        policy: P.hostPolicy(settings, msg.rejected ?? []) }, { timeoutMs: await requestTimeout() });
      if (!msg.preview) bump(site, 'protected', answer.replacements?.length ?? 0);
      return { ok: true, text: answer.text, replacements: answer.replacements ?? [],
        degraded: answer.degraded ?? [] };
    }
    case 'restore': {
      const answer = await client.request({ type: 'restore', text: msg.text,
        conversation: msg.conversation }, { timeoutMs: await requestTimeout() });
      bump(site, 'restored', answer.restored?.length ?? 0);
      return { ok: true, text: answer.text, restored: answer.restored ?? [] };
    }
    case 'link':
      await client.request({ type: 'link', from: msg.from, conversation: msg.conversation });
      return { ok: true };
    case 'forget':
      await client.request(msg.all ? { type: 'forget', all: true }
        : { type: 'forget', conversation: msg.conversation });
      return { ok: true };
    case 'status': {
      try {
        await client.request({ type: 'ping' }, { timeoutMs: 2500 });
      } catch (_err) { /* reported through status() */ }
      return { ok: true, ...client.status() };
    }
    case 'openOnboarding':
      await api.tabs.create({ url: api.runtime.getURL('onboarding/onboarding.html') });
      return { ok: true };
    default:
      return { ok: false, error: { code: 'unknown_type', reason: 'Unknown request.' } };
  }
}

api.runtime.onMessage.addListener((msg, sender, sendResponse) => {
  if (!msg || typeof msg.type !== 'string') return false;
  relay(msg, sender).then(sendResponse, (err) => sendResponse(failure(err)));
  return true; // answer asynchronously
});

/** Register the generic adapter for every non-built-in site the user enabled and granted. */
async function syncGenericScripts() {
  if (!api.scripting?.registerContentScripts) return;
  const settings = await loadSettings();
  const wanted = Object.entries(settings.sites)
    .filter(([site, v]) => !P.isKnownSite(site) && v.mode !== 'off')
    .map(([site]) => site);
  const existing = await api.scripting.getRegisteredContentScripts();
  const stale = existing.filter((s) => s.id.startsWith('generic-')).map((s) => s.id);
  if (stale.length) await api.scripting.unregisterContentScripts({ ids: stale });
  for (const site of wanted) {
    const origins = [`https://${site}/*`];
    if (!(await api.permissions.contains({ origins }))) continue;
    await api.scripting.registerContentScripts([{ id: `generic-${site}`, matches: origins,
      js: CONTENT_FILES, runAt: 'document_start', allFrames: false }]);
  }
}

api.runtime.onInstalled.addListener((details) => {
  if (details.reason === 'install') {
    api.tabs.create({ url: api.runtime.getURL('onboarding/onboarding.html') });
  }
  syncGenericScripts().catch(() => {});
});
api.runtime.onStartup?.addListener(() => syncGenericScripts().catch(() => {}));
