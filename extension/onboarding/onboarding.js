const api = globalThis.browser ?? globalThis.chrome;
const statusEl = document.getElementById('status');
const missing = document.getElementById('missing');

async function check() {
  statusEl.textContent = 'Checking the local helper…';
  const s = await api.runtime.sendMessage({ type: 'status' });
  if (s?.connected && s.info) {
    missing.hidden = true;
    statusEl.textContent = `The helper is running (version ${s.info.version}${s.info.loading ? ', loading models' : ''}). You are protected.`;
  } else {
    missing.hidden = false;
    statusEl.textContent = s?.lastError === 'host_missing'
      ? 'The helper is not installed for this browser.'
      : 'The helper did not answer.';
  }
}
document.getElementById('recheck').addEventListener('click', check);
check();
