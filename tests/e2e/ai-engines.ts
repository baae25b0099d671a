import type { GeminiScripted } from '../fixtures/gemini-server';
import type { ScriptedAnswer } from '../fixtures/openai-server';

/**
 * The servers the AI edit e2e (ai-edit.spec.ts) runs against, beside the main one: the app with
 * IMAGE_ENGINE=gemini, the app with IMAGE_ENGINE=openai, and our fake Gemini and OpenAI APIs with
 * a control server to script their next answers (serve-ai-engines.ts). Playwright starts them all
 * in one process (playwright.config.ts).
 *
 * Their ports come from E2E_PORT, 20000 + (E2E_PORT mod 1000) × 10 + 1…5, so that runs on other
 * E2E_PORTs (consecutive ones included) never share one, and all stay below Linux's ephemeral
 * range, where the embedded PostgreSQL and the mail sink pick theirs.
 */
export function aiEnginePorts(e2ePort: number) {
  const base = 20_000 + (e2ePort % 1000) * 10;
  return { geminiApp: base + 1, openaiApp: base + 2, control: base + 3, fakeGemini: base + 4, fakeOpenAI: base + 5 };
}

export const AI_PORTS = aiEnginePorts(Number(process.env.E2E_PORT ?? 3199));

/** What the fakes received since the last reset: Gemini's calls, and the path of each OpenAI call. */
export interface FakeCalls {
  gemini: number;
  openai: string[];
}

/** The control server's client, for the tests: every call is a small JSON POST on 127.0.0.1. */
export const fakes = {
  /** Forgets what was received and scripted; Gemini paints its answers magenta again. */
  reset: () => control('/reset', {}),
  /** Gemini's next answers (see `geminiAnswers`), and the colour of the pictures it makes from now on. */
  gemini: (set: { fill?: string; script?: GeminiScripted[] }) => control('/gemini', set),
  /** OpenAI's next answers on one path (« /images/edits »), see `answers`. */
  openai: (path: string, script: ScriptedAnswer[]) => control('/openai', { path, script }),
  calls: async (): Promise<FakeCalls> => (await control('/calls', {})) as FakeCalls,
  /** Waits until both apps answer (they boot in the background while the run goes on). */
  appsReady: () => control('/ready', {}),
};

async function control(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${AI_PORTS.control}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`fake control ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
