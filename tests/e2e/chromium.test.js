// End to end in headless Chromium: the real extension and the real hushprompt-host against local
// replicas of the chat sites served at their real host names.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch, saveShot, startReplicaServer } from './harness.js';

const PROMPT = 'Please write to Maria Gonzalez at maria.gonzalez@example.com or call +1 415 555 0134 about the lease.';
const ORIGINALS = ['Maria Gonzalez', 'maria.gonzalez@example.com', '415 555 0134'];

let server;
before(async () => { server = await startReplicaServer(); });
after(async () => { await server?.close(); });

async function openSite(context, site, path = '/') {
  const page = await context.newPage();
  await page.goto(server.url(site, path));
  return page;
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
  before(async () => { browser = await launch({ host: process.env.HP_HOST || 'real' }); });
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
});
