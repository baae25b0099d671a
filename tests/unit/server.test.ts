import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from '../../server/auth/password-strength';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ENV_KEYS, loadConfig, PROJECT_ROOT } from '../../server/config';
import { siteInfo } from '../../server/site/service';

/** A real editor identity, as production must have. */
const EDITOR = { EDITOR_NAME: 'Awa Diop — MiniaLab', EDITOR_ADDRESS: 'Sacré-Cœur 3, Dakar, Sénégal', EDITOR_RCCM: 'SN-DKR-2026-A-12345', EDITOR_NINEA: '012345678 2A3' };

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.secureCookies).toBe(false);
  });
  it('derives the public origin from the port when it is not set', () => {
    expect(loadConfig({ PORT: '3055' }).PUBLIC_URL).toBe('http://localhost:3055');
  });
  it('treats empty variables as unset, as in a copied .env.example', () => {
    expect(loadConfig({ DATABASE_URL: '', DATA_DIR: '' }).DATABASE_URL).toBeUndefined();
  });
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'pas une url' })).toThrow(/DATABASE_URL/);
  });
  it('STORAGE=s3 needs its bucket, both halves of a key, and a shared ENCRYPTION_KEY', () => {
    const key = 'ab'.repeat(32);
    expect(() => loadConfig({ STORAGE: 's3', ENCRYPTION_KEY: key })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'minialab', ENCRYPTION_KEY: key, S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    // Several machines share the files: they must share the encryption key too, not make one each.
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'minialab' })).toThrow(/ENCRYPTION_KEY/);
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'minialab', ENCRYPTION_KEY: key, S3_FORCE_PATH_STYLE: 'true' });
    expect([config.STORAGE, config.S3_BUCKET, config.S3_REGION, config.S3_FORCE_PATH_STYLE]).toEqual(['s3', 'minialab', 'us-east-1', true]);
  });

  it('.env.example documents every variable, and a copy of it is a valid configuration', () => {
    const example = parseEnv(readFileSync(path.join(PROJECT_ROOT, '.env.example'), 'utf8'));
    expect(ENV_KEYS.filter((key) => !(key in example))).toEqual([]);
    const config = loadConfig(example as NodeJS.ProcessEnv);
    expect(config).toMatchObject({ PORT: 3000, MAIL_FROM: '"MiniaLab" <no-reply@minialab.sn>' });
    expect([config.SMTP_URL, config.DATABASE_URL]).toEqual([undefined, undefined]); // empty means embedded defaults
  });
  it('payments: sandbox by default, keys required by the real gateways, an explicit choice in production', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paydunya' })).toThrow(/PAYDUNYA_MASTER_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wave', WAVE_API_KEY: 'wave_sn_prod_x' })).toThrow(/WAVE_WEBHOOK_SECRET/);
    expect(loadConfig({ PAYMENT_PROVIDER: 'paydunya', PAYDUNYA_MASTER_KEY: 'm', PAYDUNYA_PRIVATE_KEY: 'p', PAYDUNYA_TOKEN: 't' }).PAYDUNYA_MODE).toBe('test');
    expect(() => loadConfig({ NODE_ENV: 'production', ...EDITOR })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', ...EDITOR }).PAYMENT_PROVIDER).toBe('none');
  });
  it('refuses to start in production while the editor identity is the example, naming what is missing', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'paydunya', PAYDUNYA_MASTER_KEY: 'm', PAYDUNYA_PRIVATE_KEY: 'p', PAYDUNYA_TOKEN: 't' } as const;
    expect(() => loadConfig(production)).toThrow(/EDITOR_NAME[\s\S]*EDITOR_ADDRESS[\s\S]*EDITOR_RCCM[\s\S]*EDITOR_NINEA/);
    const { EDITOR_NINEA: _ninea, ...threeOfFour } = EDITOR;
    expect(() => loadConfig({ ...production, ...threeOfFour })).toThrow(/EDITOR_NINEA/);
    expect(() => loadConfig({ ...production, ...threeOfFour })).not.toThrow(/EDITOR_NAME/);
    const config = loadConfig({ ...production, ...EDITOR });
    expect(siteInfo(config).editor).toEqual({ name: 'Awa Diop — MiniaLab', address: 'Sacré-Cœur 3, Dakar, Sénégal', rccm: 'SN-DKR-2026-A-12345', ninea: '012345678 2A3', example: false });
  });
  it('in development, an unconfigured editor is plainly an example, and never a « SUARL (entreprise individuelle) »', () => {
    const { editor } = siteInfo(loadConfig({}));
    expect(editor.example).toBe(true);
    expect(editor.name).toMatch(/exemple/);
    expect(editor.name).toMatch(/entreprise individuelle/);
    expect(Object.values(editor).join(' ')).not.toMatch(/SUARL|SARL/);
    expect([editor.rccm, editor.ninea].every((n) => /exemple/.test(n))).toBe(true);
    expect(siteInfo(loadConfig({ EDITOR_NAME: 'Awa Diop — MiniaLab' })).editor).toMatchObject({ name: 'Awa Diop — MiniaLab', example: true });
  });
  it('shows a review rating only when its site and rating are both configured, and never a count', () => {
    expect(siteInfo(loadConfig({})).reviews).toBeNull();
    expect(siteInfo(loadConfig({ REVIEW_RATING: '4.5' })).reviews).toBeNull();
    expect(siteInfo(loadConfig({ REVIEW_SITE_URL: 'https://www.trustpilot.com/review/minialab.sn' })).reviews).toBeNull();
    expect(siteInfo(loadConfig({ REVIEW_SITE_URL: 'https://www.trustpilot.com/review/minialab.sn', REVIEW_RATING: '4.5' })).reviews).toEqual({
      url: 'https://www.trustpilot.com/review/minialab.sn',
      siteName: 'trustpilot.com',
      rating: 4.5,
    });
    expect(ENV_KEYS).not.toContain('REVIEW_COUNT');
  });
  it('uses Secure cookies behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://minialab.sn/' })).toMatchObject({ PUBLIC_URL: 'https://minialab.sn', secureCookies: true });
  });
});

describe('password strength', () => {
  it('accepts a good passphrase', () => {
    expect(passwordWeaknesses('Thiéboudienne-du-dimanche', { email: 'awa@exemple.sn', name: 'Awa Diop' })).toEqual([]);
  });
  it('gives French reasons for weak ones (zxcvbn with the French dictionary)', () => {
    expect(passwordWeaknesses('12345678')).toContain('Ce mot de passe est très utilisé.');
    expect(passwordWeaknesses('awadiop2026', { email: 'awadiop@exemple.sn', name: 'Awa Diop' })).toContain(
      'Le mot de passe ne doit pas comporter de données personnelles ou liées au site.',
    );
    expect(passwordWeaknesses('azertyuiop')[0]).toMatch(/clavier/);
    expect(passwordWeaknesses('minialab2026')).not.toEqual([]); // the product's own name is in the dictionary
    expect(passwordWeaknesses('court')).toEqual(['Il doit contenir au moins 8 caractères.']);
  });
});
