import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { queueMail } from '../../server/mail/service';
import { createSmtpSink, type ReceivedMail } from '../fixtures/smtp-sink';
import { useHarness } from './harness';

/** A real SMTP server on loopback: what it receives is what a mailbox would get. */
const inbox: ReceivedMail[] = [];
const waiters: Array<() => void> = [];
const smtp = createSmtpSink((mail) => {
  inbox.push(mail);
  waiters.splice(0).forEach((w) => w());
});

async function nextMail(count: number, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (inbox.length < count) {
    if (Date.now() > deadline) throw new Error(`no e-mail #${count} within ${timeoutMs} ms`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
  return inbox[count - 1]!;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});
const smtpPort = () => (smtp.server.address() as AddressInfo).port;
const h = useHarness(() => ({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`, MAIL_FROM: '"MiniaLab" <no-reply@minialab.sn>' } }));
const outbox = useHarness();

const brand = { brand: 'MiniaLab', supportEmail: 'support@minialab.sn', publicUrl: 'http://localhost:3000' };

describe('e-mail', () => {
  it('a code e-mail goes out over SMTP, in French, with the code in the text and the HTML', async () => {
    const em = h.services.orm.em.fork();
    const message = await em.transactional((tx) =>
      queueMail(tx, { queue: h.services.queue, brand, to: 'awa@exemple.sn', template: { kind: 'sign-in-code', name: 'Awa', code: '482913', minutes: 10 } }),
    );
    const mail = await nextMail(1);
    expect(mail.to).toEqual(['awa@exemple.sn']);
    expect(mail.subject).toBe('Votre code de connexion MiniaLab : 482913');
    expect(mail.text).toMatch(/Bonjour Awa,/);
    expect(mail.text).toMatch(/482913/);
    expect(mail.text).toMatch(/valable 10\u00a0minutes/);
    expect(mail.html).toContain('482913');
    await expect.poll(async () => (await h.services.orm.em.fork().findOneOrFail(MailMessage, message.id)).status).toBe('sent');
  });

  it('a link e-mail carries the link intact and escapes what the user typed', async () => {
    const link = 'http://localhost:3000/mot-de-passe-oublie?token=abc_DEF-123&x=1';
    await h.services.orm.em.fork().transactional((tx) =>
      queueMail(tx, { queue: h.services.queue, brand, to: 'moussa@exemple.sn', template: { kind: 'password-recovery', name: 'Moussa <b>', link, minutes: 60 } }),
    );
    const mail = await nextMail(2);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe — MiniaLab');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    expect(mail.html).toContain('Moussa &lt;b&gt;');
    expect(mail.html).not.toContain('Moussa <b>');
  });

  it('no e-mail leaves when the action that caused it is rolled back', async () => {
    const before = inbox.length;
    await expect(
      h.services.orm.em.fork().transactional(async (tx) => {
        await queueMail(tx, { queue: h.services.queue, brand, to: 'rollback@exemple.sn', template: { kind: 'verify-email', name: 'R', link: 'http://x/y', hours: 48 } });
        throw new Error('sign-up failed after writing the e-mail');
      }),
    ).rejects.toThrow('sign-up failed');
    await h.services.orm.em.fork().transactional((tx) =>
      queueMail(tx, { queue: h.services.queue, brand, to: 'after@exemple.sn', template: { kind: 'verify-email', name: 'A', link: 'http://x/z', hours: 48 } }),
    );
    const next = await nextMail(before + 1);
    expect(next.to).toEqual(['after@exemple.sn']); // the rolled-back one never came
    expect(inbox.filter((m) => m.to.includes('rollback@exemple.sn'))).toHaveLength(0);
  });

  it('without SMTP, messages stay in the local outbox, readable on the development page', async () => {
    const message = await outbox.services.orm.em.fork().transactional((tx) =>
      queueMail(tx, { queue: outbox.services.queue, brand, to: 'fatou@exemple.sn', template: { kind: 'sign-in-code', name: 'Fatou', code: '771204', minutes: 10 } }),
    );
    await expect.poll(async () => (await outbox.services.orm.em.fork().findOneOrFail(MailMessage, message.id)).status).toBe('stored');
    const page = await (await fetch(`${await outbox.http()}/dev/outbox?cle=${outbox.services.outboxKey}`)).text();
    expect(page).toContain('Votre code de connexion MiniaLab : 771204');
    expect(page).toContain('fatou@exemple.sn');
  });

  it('the development page answers only a browser on this very machine: not through a proxy, not under another host name', async () => {
    const { rawRequest } = await import('./http-client');
    const url = `${await outbox.http()}/dev/outbox?cle=${outbox.services.outboxKey}`;
    const port = new URL(url).port;
    const read = (headers: Record<string, string>) => rawRequest(url, { headers });
    expect((await read({ host: `localhost:${port}` })).status).toBe(200);
    expect((await read({ host: `127.0.0.1:${port}` })).status).toBe(200);
    // Without its key (a proxy on this machine that adds no header would look local), nothing.
    const { rawRequest: raw } = await import('./http-client');
    for (const bad of ['', '?cle=', '?cle=devine', `?cle=${outbox.services.outboxKey}x`]) {
      const res = await raw(`${url.split('?')[0]}${bad}`, { headers: { host: `localhost:${port}` } });
      expect(res.status, bad).toBe(404);
      expect(res.body).not.toContain('771204');
    }
    const proxied: Array<Record<string, string>> = [{ 'x-forwarded-for': '192.168.1.23' }, { forwarded: 'for=192.168.1.23' }, { 'x-forwarded-host': 'localhost' }];
    for (const forwarded of proxied) {
      const res = await read({ host: `localhost:${port}`, ...forwarded });
      expect(res.status, JSON.stringify(forwarded)).toBe(404);
      expect(res.body).not.toContain('771204');
    }
    // DNS rebinding: a name of the attacker's pointing at us carries its own Host.
    for (const host of [`evil.example:${port}`, `192.168.1.10:${port}`, `localhost.evil.example:${port}`]) {
      const res = await read({ host });
      expect(res.status, host).toBe(404);
      expect(res.body).not.toContain('fatou@exemple.sn');
    }
  });
});
