import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SMTPServer } from 'smtp-server';
import { createSmtpSink, type ReceivedMail } from '../fixtures/smtp-sink';

/**
 * A real SMTP server for the end-to-end run: the app sends to it over SMTP, and each message lands
 * as a JSON file the tests read (as a person reads their mailbox).
 */
export function startMailSink(dir: string, port: number): SMTPServer {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  // Written aside then renamed, so a test reading the folder never sees half a message.
  const server = createSmtpSink((mail) => {
    const name = `${Date.now()}-${n++}.json`;
    writeFileSync(path.join(dir, `.${name}.tmp`), JSON.stringify({ ...mail, at: Date.now() }));
    renameSync(path.join(dir, `.${name}.tmp`), path.join(dir, name));
  });
  server.listen(port, '127.0.0.1');
  server.server.unref();
  return server;
}

/** Waits for the newest e-mail to `to` whose text matches, and returns the match. */
export async function readMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  return (await findMail(to, pattern, timeoutMs)).match;
}

/** Waits for the newest e-mail to `to` whose text matches, and returns it whole (subject, attachments). */
export async function findMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<{ match: RegExpMatchArray; mail: ReceivedMail }> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail;
      const match = mail.to.includes(to) ? mail.text.match(pattern) : null;
      if (match) return { match, mail };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}
