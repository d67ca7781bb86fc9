import '../lib/policy.js';

const api = globalThis.browser ?? globalThis.chrome;
const P = globalThis.HushPrompt.policy;
const $ = (id) => document.getElementById(id);

async function currentSite() {
  const [tab] = await api.tabs.query({ active: true, currentWindow: true });
  try {
    const url = new URL(tab?.url ?? '');
    return url.protocol.startsWith('http') ? P.siteKey(url.hostname) : null;
  } catch (_err) {
    return null;
  }
}

async function main() {
  const site = await currentSite();
  if (!site) {
    $('site').textContent = 'HushPrompt works on web pages.';
    $('modes').disabled = true;
  } else {
    $('site').textContent = site;
    const s = await api.runtime.sendMessage({ type: 'getSettings', site });
    const radio = document.querySelector(`input[value="${s.mode}"]`);
    if (radio) radio.checked = true;
    $('counts').textContent = `This browser session: ${s.counts.protected} protected, ${s.counts.restored} restored here.`;
    $('perm').hidden = s.known;
    for (const input of document.querySelectorAll('input[name="mode"]')) {
      input.addEventListener('change', async () => {
        if (!s.known && input.value !== 'off') {
          // Generic sites need the user's grant; request it from this click.
          const granted = await api.permissions.request({ origins: [`https://${site}/*`] });
          if (!granted) { document.querySelector('input[value="off"]').checked = true; return; }
        }
        await api.runtime.sendMessage({ type: 'setMode', site, mode: input.value });
      });
    }
  }
  const status = await api.runtime.sendMessage({ type: 'status' });
  const host = $('host');
  if (status?.connected && status.info) {
    host.textContent = `running${status.info.loading ? ' (loading models)' : ''} · v${status.info.version}`;
    host.className = 'ok';
  } else {
    host.textContent = status?.lastError === 'host_missing' ? 'not installed' : 'not answering';
    host.className = 'bad';
  }
}
main();
