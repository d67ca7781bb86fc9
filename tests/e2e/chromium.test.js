// End to end in headless Chromium: the real extension and the real hushprompt-host against local
// replicas of the chat sites served at their real host names.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, saveShot, startReplicaServer } from './harness.js';

// HP_HOST=rules runs the same tests against a regex-only protocol host (tests/e2e/fake_host.py),
// to separate extension faults from engine faults. The default is the real hushprompt host.
const HOST = process.env.HP_HOST || 'real';

const PROMPT = 'Please write to Maria Gonzalez at maria.gonzalez@example.com or call +1 415 555 0134 about the lease.';
const ORIGINALS = ['Maria Gonzalez', 'maria.gonzalez@example.com', '415 555 0134'];
const API_KEY = 'sk-proj-9fQ2xL7mZp4RtV8wKc3NbY6hJd1SgE5a';
const panelSel = 'hushprompt-preview .panel';

let server;
before(async () => { server = await startReplicaServer(); });
after(async () => { await server?.close(); });

async function openSite(context, site, path = '/') {
  const page = await context.newPage();
  await page.goto(server.url(site, path));
  return page;
}

async function typePrompt(page, composer, text = PROMPT) {
  await page.click(composer);
  await page.keyboard.type(text, { delay: 1 });
}

async function waitForFindings(page, n) {
  await page.waitForFunction((want) => {
    const root = document.querySelector('hushprompt-preview')?.shadowRoot;
    return root && root.querySelectorAll('button[role="switch"]').length >= want;
  }, n, { timeout: 20000 });
}

async function sentTexts(page) {
  return page.evaluate(() => window.__sent);
}

function assertNoOriginals(texts, originals = ORIGINALS) {
  for (const t of texts) for (const o of originals) assert.ok(!t.includes(o), `original leaked: ${o}`);
}

async function waitForReplyRestored(page, replySel, originals) {
  await page.waitForFunction(([sel, want]) => {
    const el = [...document.querySelectorAll(sel)].pop();
    return el && window.__replies > 0 && want.every((o) => el.textContent.includes(o))
      && el.querySelector('[data-hushprompt="restored"]');
  }, [replySel, originals], { timeout: 15000 });
}

describe('chatgpt.com replica with the real host', () => {
  let browser;
  before(async () => { browser = await launch({ host: HOST }); });
  after(async () => { await browser?.close(); });

  test('typed prompt + Enter: page receives no originals, reply restored while streaming', async () => {
    const page = await openSite(browser.context, 'chatgpt.com');
    await page.click('#prompt-textarea');
    await page.keyboard.type(PROMPT, { delay: 2 });
    const panel = page.locator('hushprompt-preview .panel');
    await panel.getByRole('switch').first().waitFor({ timeout: 15000 });
    await page.waitForFunction(() => document.querySelector('hushprompt-preview')
      .shadowRoot.querySelectorAll('button[role="switch"]').length >= 3, null, { timeout: 10000 });
    await page.screenshot({ path: saveShot('chatgpt-preview.png') });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__sent.length === 1, null, { timeout: 10000 });
    const sent = await sentTexts(page);
    assertNoOriginals(sent);
    assert.match(sent[0], /^Please write to .+ about the lease\.$/);
    await waitForReplyRestored(page, '[data-message-author-role="assistant"] .markdown', ORIGINALS);
    // the user's own bubble is restored for display too
    await page.waitForFunction((o) => document.querySelector('[data-message-author-role="user"]')
      .textContent.includes(o), ORIGINALS[0], { timeout: 10000 });
    const composerText = await page.locator('#prompt-textarea').textContent();
    assert.equal(composerText, '');
    await page.screenshot({ path: saveShot('chatgpt-restored.png') });
    const stamps = await page.$$eval('[data-hushprompt="restored"]', (els) => els.map((e) => e.title));
    assert.ok(stamps.every((t) => t.startsWith('sent as ')));
    assertNoOriginals(server.sent.map((s) => s.body));
    await page.close();
  });

  test('send button click: page receives the protected prompt', async () => {
    const page = await openSite(browser.context, 'chatgpt.com');
    await typePrompt(page, '#prompt-textarea');
    await page.click('button[data-testid="send-button"]');
    await page.waitForFunction(() => window.__sent.length === 1, null, { timeout: 20000 });
    assertNoOriginals(await sentTexts(page));
    await waitForReplyRestored(page, '[data-message-author-role="assistant"] .markdown', ORIGINALS);
    await page.close();
  });

  test('pasted API key never reaches the page', async () => {
    const page = await openSite(browser.context, 'chat.openai.com');
    await page.click('#prompt-textarea');
    await page.keyboard.type('Why does this fail? ', { delay: 1 });
    await page.evaluate((text) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', text);
      document.querySelector('#prompt-textarea').dispatchEvent(new ClipboardEvent('paste',
        { clipboardData: dt, bubbles: true, cancelable: true }));
    }, `client = OpenAI(api_key="${API_KEY}")`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__sent.length === 1, null, { timeout: 20000 });
    const sent = await sentTexts(page);
    assert.ok(sent[0].includes('client = OpenAI(api_key='), 'the rest of the paste is sent');
    assertNoOriginals(sent, [API_KEY, API_KEY.slice(8)]);
    await page.close();
  });
});

describe('chatgpt.com replica: policies', () => {
  test('review mode: first Enter opens the review, a rejected item is sent as typed', async () => {
    const browser = await launch({ host: HOST,
      settings: { sites: { 'chatgpt.com': { mode: 'review' } } } });
    try {
      const page = await openSite(browser.context, 'chatgpt.com');
      await typePrompt(page, '#prompt-textarea');
      await waitForFindings(page, 3);
      await page.keyboard.press('Enter');
      const panel = page.locator(panelSel);
      await panel.getByText('Review before sending').waitFor({ timeout: 20000 });
      assert.deepEqual(await sentTexts(page), [], 'nothing is sent before confirming');
      const emailSwitch = panel.getByRole('switch', { name: /maria\.gonzalez@example\.com/ });
      await emailSwitch.click();
      assert.equal(await emailSwitch.getAttribute('aria-checked'), 'false');
      await page.screenshot({ path: saveShot('chatgpt-review-rejected.png') });
      await page.keyboard.press('Enter'); // focus stayed in the composer: Enter confirms
      await page.waitForFunction(() => window.__sent.length === 1, null, { timeout: 20000 });
      const [sent] = await sentTexts(page);
      assert.ok(sent.includes('maria.gonzalez@example.com'), 'rejected item is sent as typed');
      assertNoOriginals([sent], ['Maria Gonzalez', '415 555 0134']);
    } finally {
      await browser.close();
    }
  });

  test('site turned off: the prompt is sent as typed, no preview', async () => {
    const browser = await launch({ host: HOST,
      settings: { sites: { 'chatgpt.com': { mode: 'off' } } } });
    try {
      const page = await openSite(browser.context, 'chatgpt.com');
      await typePrompt(page, '#prompt-textarea');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.__sent.length === 1, null, { timeout: 10000 });
      assert.deepEqual(await sentTexts(page), [PROMPT]);
      assert.equal(await page.locator(panelSel).isVisible(), false);
    } finally {
      await browser.close();
    }
  });
});

describe('fail closed', () => {
  for (const [host, why] of [[null, /not installed/], ['crash', /stopped unexpectedly|not installed/],
    ['slow', /did not answer in time/]]) {
    test(`host ${host ?? 'missing'}: nothing is sent; "Send unprotected" only on an explicit click`, async () => {
      const browser = await launch({ host });
      try {
        const page = await openSite(browser.context, 'chatgpt.com');
        await typePrompt(page, '#prompt-textarea');
        const started = Date.now();
        await page.keyboard.press('Enter');
        const alert = page.locator(panelSel).getByRole('alert');
        await alert.waitFor({ timeout: 12000 });
        assert.match(await alert.textContent(), why);
        assert.ok(Date.now() - started < 9000, 'the user learns within seconds');
        await page.keyboard.press('Enter'); // pressing Enter again must not slip it through
        await page.waitForTimeout(host === 'slow' ? 5000 : 1000);
        assert.deepEqual(await sentTexts(page), []);
        if (host === null) await page.screenshot({ path: saveShot('chatgpt-fail-closed.png') });
        await page.locator(panelSel).getByRole('button', { name: /Send the message unprotected/ }).click();
        await page.waitForFunction(() => window.__sent.length === 1, null, { timeout: 5000 });
        assert.deepEqual(await sentTexts(page), [PROMPT]);
      } finally {
        await browser.close();
      }
    });
  }
});

describe('claude.ai and gemini.google.com replicas', () => {
  let browser;
  before(async () => { browser = await launch({ host: HOST }); });
  after(async () => { await browser?.close(); });

  for (const [site, composer, reply] of [
    ['claude.ai', 'div.ProseMirror', '.font-claude-message'],
    ['gemini.google.com', '.ql-editor', 'model-response .markdown'],
  ]) {
    test(`${site}: typed prompt + Enter protected, reply restored`, async () => {
      const page = await openSite(browser.context, site, site === 'claude.ai' ? '/new' : '/app');
      await typePrompt(page, composer);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.__sent.length === 1, null, { timeout: 20000 });
      assertNoOriginals(await sentTexts(page));
      await waitForReplyRestored(page, reply, ORIGINALS);
      await page.close();
    });
  }
});
