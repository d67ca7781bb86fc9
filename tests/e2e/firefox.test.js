// End to end in headless Firefox (puppeteer-core over WebDriver BiDi): typing + Enter is
// protected and the reply is restored, with the real host registered for the test's own HOME.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { EXTENSION_DIR, hostLauncher, ROOT, startReplicaServer, tmpDir, saveShot } from './harness.js';

const FIREFOX = process.env.HUSHPROMPT_FIREFOX || '/usr/bin/firefox-esr';
const HOST = process.env.HP_HOST || 'real';
const PROMPT = 'Please write to Maria Gonzalez at maria.gonzalez@example.com or call +1 415 555 0134 about the lease.';
const ORIGINALS = ['Maria Gonzalez', 'maria.gonzalez@example.com', '415 555 0134'];

let server;
let browser;
let home;
const skip = !fs.existsSync(FIREFOX) && `Firefox not found at ${FIREFOX}`;

before(async () => {
  if (skip) return;
  server = await startReplicaServer();
  home = tmpDir('ffhome');
  const ids = fs.readFileSync(path.join(ROOT, 'host/hushprompt/ids.py'), 'utf8');
  const geckoId = /GECKO_EXTENSION_ID = "([^"]+)"/.exec(ids)[1];
  const nmDir = path.join(home, '.mozilla', 'native-messaging-hosts');
  fs.mkdirSync(nmDir, { recursive: true });
  fs.writeFileSync(path.join(nmDir, 'com.hushprompt.host.json'), JSON.stringify({
    name: 'com.hushprompt.host', description: 'HushPrompt test host',
    path: hostLauncher(HOST, home), type: 'stdio', allowed_extensions: [geckoId] }));
  const puppeteer = (await import('puppeteer-core')).default;
  browser = await puppeteer.launch({
    browser: 'firefox', executablePath: FIREFOX, headless: true, acceptInsecureCerts: true,
    env: { ...process.env, HOME: home, HUSHPROMPT_HOME: path.join(home, 'hp'), HUSHPROMPT_KEYRING: '0',
      MOZ_CRASHREPORTER_DISABLE: '1' },
    extraPrefsFirefox: {
      'network.dns.forceResolve': '127.0.0.1',
      'network.stricttransportsecurity.preloadlist': false,
      'extensions.webextensions.restrictedDomains': '',
      'network.trr.mode': 5,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
  await browser.installExtension(EXTENSION_DIR);
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

test('Firefox: typed prompt + Enter is protected and the reply is restored', { skip }, async () => {
  const page = await browser.newPage();
  // a tab Firefox treats as background gets its timers throttled: the replica streams by timer
  await page.bringToFront();
  await page.goto(server.url('chatgpt.com'));
  await page.click('#prompt-textarea');
  await page.keyboard.type(PROMPT, { delay: 1 });
  await new Promise((r) => setTimeout(r, 400));
  await page.keyboard.press('Enter');
  // interval polling: the default (requestAnimationFrame) can stall in headless Firefox
  await page.waitForFunction(() => window.__sent.length === 1, { timeout: 30000, polling: 200 });
  const sent = await page.evaluate(() => window.__sent);
  for (const o of ORIGINALS) assert.ok(!sent[0].includes(o), `original leaked: ${o}`);
  await page.waitForFunction((want) => {
    const el = [...document.querySelectorAll('[data-message-author-role="assistant"] .markdown')].pop();
    return el && window.__replies > 0 && want.every((o) => el.textContent.includes(o));
  }, { timeout: 20000, polling: 200 }, ORIGINALS);
  await page.screenshot({ path: saveShot('firefox-restored.png') });
});
