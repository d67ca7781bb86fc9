// Per-site policies: defaults, merging stored settings, and the `policy` object sent to the host.
(() => {
  'use strict';
  const ns = (globalThis.HushPrompt ??= {});

  const KNOWN_SITES = Object.freeze(['chatgpt.com', 'chat.openai.com', 'claude.ai',
    'gemini.google.com']);
  const MODES = Object.freeze(['off', 'review', 'auto']);
  const STYLES = Object.freeze(['standin', 'label']);
  // Same strings as hushprompt.types.Label.
  const KINDS = Object.freeze(['PERSON', 'EMAIL', 'PHONE', 'CREDIT_CARD', 'IBAN',
    'ACCOUNT_NUMBER', 'SSN', 'ID_NUMBER', 'SECRET', 'IP_ADDRESS', 'MAC_ADDRESS', 'URL',
    'USERNAME', 'HOSTNAME', 'ADDRESS', 'POSTCODE', 'DATE_OF_BIRTH', 'ORG', 'LOCATION', 'NRP',
    'DATE', 'AGE', 'OCCUPATION', 'HEALTH']);

  const DEFAULT_SETTINGS = Object.freeze({
    sites: {}, // site -> {mode}
    kinds: null, // null: every kind
    style: 'standin',
    always: [],
    never: [],
    retentionDays: 30,
  });

  function siteKey(hostname) {
    return String(hostname || '').toLowerCase().replace(/^www\./, '');
  }

  function isKnownSite(site) {
    return KNOWN_SITES.includes(siteKey(site));
  }

  function defaultMode(site) {
    return isKnownSite(site) ? 'auto' : 'off';
  }

  function normalizeSettings(stored) {
    const s = { ...DEFAULT_SETTINGS, ...(stored || {}) };
    s.sites = { ...(s.sites || {}) };
    if (!STYLES.includes(s.style)) s.style = 'standin';
    s.kinds = Array.isArray(s.kinds) ? s.kinds.filter((k) => KINDS.includes(k)) : null;
    s.always = cleanTerms(s.always);
    s.never = cleanTerms(s.never);
    const days = Number(s.retentionDays);
    s.retentionDays = Number.isFinite(days) && days > 0 ? days : DEFAULT_SETTINGS.retentionDays;
    return s;
  }

  function cleanTerms(list) {
    if (!Array.isArray(list)) return [];
    return [...new Set(list.map((t) => String(t).trim()).filter(Boolean))];
  }

  function modeFor(settings, site) {
    const entry = settings.sites?.[siteKey(site)];
    return entry && MODES.includes(entry.mode) ? entry.mode : defaultMode(site);
  }

  /** The `policy` object of anonymize requests (field names follow the host protocol). */
  function hostPolicy(settings, extraNever = []) {
    const policy = {
      style: settings.style,
      always: settings.always,
      never: cleanTerms([...settings.never, ...extraNever]),
      retention_days: settings.retentionDays,
    };
    if (settings.kinds) policy.kinds = settings.kinds;
    return policy;
  }

  function withMode(settings, site, mode) {
    if (!MODES.includes(mode)) throw new Error('unknown mode');
    return { ...settings, sites: { ...settings.sites, [siteKey(site)]: { mode } } };
  }

  ns.policy = { KNOWN_SITES, MODES, STYLES, KINDS, DEFAULT_SETTINGS, siteKey, isKnownSite,
    defaultMode, normalizeSettings, modeFor, hostPolicy, withMode };
})();
