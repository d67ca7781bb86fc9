import '../lib/policy.js';

const api = globalThis.browser ?? globalThis.chrome;
const P = globalThis.HushPrompt.policy;
const $ = (id) => document.getElementById(id);
let settings;

function modeSelect(site, mode) {
  const row = document.createElement('label');
  row.append(`${site} `);
  const select = document.createElement('select');
  select.dataset.site = site;
  select.setAttribute('aria-label', `Mode for ${site}`);
  for (const [value, text] of [['off', 'Off'], ['review', 'Review before sending'],
    ['auto', 'Protect automatically']]) {
    const opt = new Option(text, value, false, value === mode);
    select.append(opt);
  }
  row.append(select);
  return row;
}

function render() {
  const sites = new Set([...P.KNOWN_SITES, ...Object.keys(settings.sites)]);
  $('sites').replaceChildren(...[...sites].map((s) => modeSelect(s, P.modeFor(settings, s))));
  $('kinds').replaceChildren(...P.KINDS.map((k) => {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.value = k;
    box.checked = !settings.kinds || settings.kinds.includes(k);
    label.append(box, ` ${k.replace(/_/g, ' ').toLowerCase()}`);
    return label;
  }));
  document.querySelector(`input[name="style"][value="${settings.style}"]`).checked = true;
  $('always').value = settings.always.join('\n');
  $('never').value = settings.never.join('\n');
  $('retention').value = settings.retentionDays;
}

function collect() {
  const next = { ...settings, sites: { ...settings.sites } };
  for (const select of document.querySelectorAll('select[data-site]')) {
    next.sites[select.dataset.site] = { mode: select.value };
  }
  const kinds = [...document.querySelectorAll('#kinds input:checked')].map((b) => b.value);
  next.kinds = kinds.length === P.KINDS.length ? null : kinds;
  next.style = document.querySelector('input[name="style"]:checked').value;
  next.always = $('always').value.split('\n');
  next.never = $('never').value.split('\n');
  next.retentionDays = Number($('retention').value);
  return P.normalizeSettings(next);
}

async function load() {
  const stored = await api.storage.local.get('settings');
  settings = P.normalizeSettings(stored.settings);
  render();
}

$('form').addEventListener('submit', async (e) => {
  e.preventDefault();
  settings = collect();
  await api.runtime.sendMessage({ type: 'saveSettings', settings });
  $('saved').textContent = 'Saved.';
});

$('addSite').addEventListener('click', async () => {
  const site = P.siteKey($('newSite').value.trim().replace(/^https?:\/\//, '').split('/')[0]);
  if (!site) return;
  const granted = await api.permissions.request({ origins: [`https://${site}/*`] });
  if (!granted) return;
  settings = collect();
  settings.sites[site] = { mode: 'auto' };
  await api.runtime.sendMessage({ type: 'saveSettings', settings });
  render();
});

$('forget').addEventListener('click', async () => {
  const answer = await api.runtime.sendMessage({ type: 'forget', all: true });
  $('forgot').textContent = answer?.ok ? 'Everything forgotten.' : 'The helper did not answer; nothing was forgotten.';
});

load();
