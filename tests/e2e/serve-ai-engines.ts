import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { startGeminiServer, type GeminiScripted } from '../fixtures/gemini-server';
import { startOpenAIServer, type ScriptedAnswer } from '../fixtures/openai-server';

/**
 * Everything the AI edit e2e (ai-edit.spec.ts) runs against, as one process Playwright starts as a
 * webServer (playwright.config.ts): our fake Gemini and OpenAI image APIs, the app once per
 * engine pointed at them, and a small JSON control server the tests drive (ai-engines.ts).
 *
 * The apps boot in the background, side by side, while the rest of the run goes on: Playwright
 * starts its webServers one after the other and would wait for each, when only one spec needs
 * them. `/healthz` answers once the fakes listen; `/ready` once both apps answer theirs.
 *
 * Environment: FAKE_CONTROL_PORT, FAKE_GEMINI_PORT, FAKE_OPENAI_PORT, and AI_APPS, a JSON list of
 * `{ name, port, env }` (the env added to ours for `node dist/server/main.js`).
 *
 * Control (POST, JSON):
 * - /reset: both fakes forget their requests and scripts; Gemini paints magenta again.
 * - /gemini `{ fill?, script? }`: Gemini's next answers, and its pictures' colour from now on.
 * - /openai `{ path, script }`: OpenAI's next answers on that path.
 * - /calls: `{ gemini: count, openai: [path…] }` received since the last reset.
 * - /ready: waits (up to 120 s) for both apps, 200 when they answer, 500 with why not.
 */
const port = (name: string) => {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`serve-ai-engines: ${name} must be a port number`);
  return value;
};
interface AppSpec {
  name: string;
  port: number;
  env: Record<string, string>;
}
const apps = JSON.parse(process.env.AI_APPS ?? '[]') as AppSpec[];

const GEMINI_FILL = '#ff00ff';
const [gemini, openai] = await Promise.all([startGeminiServer({ port: port('FAKE_GEMINI_PORT') }), startOpenAIServer({ port: port('FAKE_OPENAI_PORT') })]);

/** Each app, and what became of it: ready, or the reason it is not (its exit, with its last words). */
const running = apps.map((app) => {
  const child: ChildProcess = spawn('node', ['dist/server/main.js'], { env: { ...process.env, ...app.env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let lastWords = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(`[${app.name}] ${chunk.toString()}`);
    lastWords = (lastWords + chunk.toString()).slice(-2_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    let gone = false;
    void exited.then(() => (gone = true));
    while (Date.now() < deadline && !gone) {
      const ok = await fetch(`http://127.0.0.1:${app.port}/healthz`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${app.name} app ${gone ? `exited (code ${child.exitCode})` : 'not ready within 120 s'}: ${lastWords}`);
  })();
  ready.catch(() => undefined); // read by /ready; an early exit must not crash the fakes
  return { child, exited, ready };
});

const control = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method === 'GET' && path === '/healthz') return reply(200, { ok: true });
    if (req.method !== 'POST') return reply(405, { error: 'POST only' });
    let body: { fill?: string; script?: unknown[]; path?: string };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof body;
    } catch {
      return reply(400, { error: 'not JSON' });
    }
    switch (path) {
      case '/ready':
        return void Promise.all(running.map((a) => a.ready)).then(
          () => reply(200, { ok: true }),
          (err: unknown) => reply(500, { error: String(err) }),
        );
      case '/reset':
        gemini.reset();
        openai.reset();
        gemini.fill = GEMINI_FILL;
        return reply(200, { ok: true });
      case '/gemini':
        if (body.fill !== undefined) gemini.fill = body.fill;
        if (body.script) gemini.script(body.script as GeminiScripted[]);
        return reply(200, { ok: true });
      case '/openai':
        if (!body.path || !body.script) return reply(400, { error: 'path and script are needed' });
        openai.script(body.path, body.script as ScriptedAnswer[]);
        return reply(200, { ok: true });
      case '/calls':
        return reply(200, { gemini: gemini.requests.length, openai: openai.requests.map((r) => r.path) });
      default:
        return reply(404, { error: `no ${path}` });
    }
  });
});
await new Promise<void>((resolve, reject) => control.once('error', reject).listen(port('FAKE_CONTROL_PORT'), '127.0.0.1', resolve));

// Playwright signals the whole process group (the apps too), maybe more than once: stop after the
// apps have stopped their PostgreSQL, or a forced kill would leave it running.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGTERM');
  control.close();
  void Promise.all([...running.map((a) => a.exited), gemini.close(), openai.close()]).finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
