import { describe, expect, it } from 'vitest';
import { passwordWork } from '../../server/auth/passwords';
import { passwordDelayMs } from '../../server/auth/rate-limit';
import { appCodeOf, eventually, useHarness } from './harness';
import { DEVICE_COOKIE } from '../../server/auth/cookies';
import { trpcPost } from './http-client';

/**
 * Every 127.x.y.z address is this machine: each source below is its own client. No worker here: the
 * test mails the codes itself (h.lastMail), so sixty strangers' codes do not wait on the queue's poll.
 */
const h = useHarness({ worker: false, http: true });

const appCode = (body: string) => (JSON.parse(body) as { error?: { data?: { appCode?: string } } }).error?.data?.appCode ?? null;
const post = (procedure: string, input: unknown, from: string) => trpcPost(h.base, procedure, input, { origin: h.base }, from);

/**
 * The most password checks the turns allow for one account within `ms`, from devices it does not
 * know: each check waits passwordDelayMs(attempts before it) after the turn before.
 */
function checksWithin(ms: number): number {
  let checks = 0;
  for (let waited = passwordDelayMs(0); waited <= ms; waited += passwordDelayMs(checks)) checks++;
  return checks;
}

describe('the owner always has a way in', () => {
  it('while 20 rotating sources guess and ask for codes, the owner on a new device is offered a code and signs in with it; argon2 runs no more than the turns allow', async () => {
    const owner = await h.newUser('Fatou Assiégée');
    const sources = Array.from({ length: 20 }, (_, i) => `127.0.6.${i + 1}`);

    // The sources first ask for every code they can get for the address: each is stopped by its own share.
    const stopped = await Promise.all(
      sources.map(async (from) => {
        for (;;) {
          const res = await post('auth.requestCode', { email: owner.email }, from);
          if (res.status !== 200) return appCode(res.body);
        }
      }),
    );
    expect(stopped.every((code) => code === 'RATE_LIMITED')).toBe(true);
    await h.lastMail(owner.email, 'sign-in-code'); // their codes are mailed: the owner's will be the newest

    // Then three guesses a source, all at once, each from the next source in turn.
    const before = passwordWork.count;
    const started = Date.now();
    const siege = Promise.all(Array.from({ length: 60 }, (_, i) => post('auth.signIn', { email: owner.email, password: `devine-${i}` }, sources[i % sources.length]!)));
    // Once the turns are taken for the next two seconds (what the guessers are being told), the owner
    // tries the right password from a browser and an address the account never saw.
    const turns = `password|${owner.email}`.toLowerCase();
    await eventually(async () => {
      const [row] = await h.services.orm.em.fork().getConnection().execute<Array<{ ahead: number }>>(`select extract(epoch from next_at - now()) * 1000 as ahead from sign_in_paces where key = ?`, [turns]);
      return row && Number(row.ahead) >= 2000 ? true : undefined;
    }, 10_000, 'the turns taken two seconds ahead');
    const newDevice = '127.0.7.1';
    const refused = await post('auth.signIn', { email: owner.email, password: owner.password }, newDevice);
    expect(refused.status).toBe(429);
    expect(appCode(refused.body)).toBe('PASSWORD_TURNS_FULL'); // what a wrong password gets too

    // The way in offered: a code by e-mail, still there although the sources asked for all of theirs.
    const asked = await post('auth.requestCode', { email: owner.email }, newDevice);
    expect(asked.status).toBe(200);
    const { challenge } = (JSON.parse(asked.body) as { result: { data: { challenge: string } } }).result.data;
    const code = (await h.lastMail(owner.email, 'sign-in-code')).text.match(/\b(\d{6})\b/)![1]!;
    const signedIn = await post('auth.signInWithCode', { email: owner.email, code, challenge }, newDevice);
    expect(signedIn.status).toBe(200);
    expect((JSON.parse(signedIn.body) as { result: { data: { status: string } } }).result.data.status).toBe('signed_in');

    const answers = (await siege).map((a) => appCode(a.body));
    const elapsed = Date.now() - started;
    const checked = passwordWork.count - before;
    expect(answers.filter((c) => c === 'PASSWORD_TURNS_FULL').length).toBeGreaterThan(0);
    // A guess past the turns is not checked: each argon2 run is a guess answered « wrong password ».
    expect(checked).toBe(answers.filter((c) => c === 'INVALID_CREDENTIALS').length);
    expect(checked).toBeLessThanOrEqual(checksWithin(elapsed));
  });

  it('strangers who fill an address’s day of codes (34 sources) do not stop a code asked from a device the account knows', async () => {
    const owner = await h.newUser('Ousmane Connu');
    expect(owner.cookies[DEVICE_COOKIE]).toBeTruthy(); // signed in once from this browser
    const strangers = Array.from({ length: 34 }, (_, i) => `10.34.0.${i + 1}`);
    // Each asks until refused (its own share, or the address's day once full).
    await Promise.all(strangers.map(async (ip) => {
      while ((await h.api({}, ip).auth.requestCode({ email: owner.email }).then(() => true, () => false)));
    }));
    expect(await appCodeOf(h.api({}, '10.35.0.1').auth.requestCode({ email: owner.email }))).toBe('RATE_LIMITED'); // the day is full for strangers
    const ownBrowser = h.api(owner.cookies, '10.35.0.2');
    expect(await ownBrowser.auth.requestCode({ email: owner.email })).toMatchObject({ sent: true });
  });
});
