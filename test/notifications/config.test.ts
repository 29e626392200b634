/** The notification and cadence settings: defaults, and a bad value named by its variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const key = () => new Uint8Array(32);

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env, key);
  } catch (err) {
    if (err instanceof ConfigError) return err.variable;
    throw err;
  }
  throw new Error('accepted');
}

describe('notification and cadence settings', () => {
  it('have safe defaults: no email until SMTP_URL is set, no private webhook targets', () => {
    const c = loadConfig({}, key);
    expect(c.notifications).toMatchObject({ smtpUrl: undefined, mailFrom: 'Sortie <sortie@localhost>', webhookAllowPrivate: false, webhookAllowHosts: [], webhookDenyHosts: [], maxAttempts: 8, webhookDisableAfter: 5, webhookSecretsKey: undefined, mailReplyTo: undefined, mailUnsubscribeAddress: undefined });
    expect(c.cadence).toEqual({ pollMs: 10_000, leaseMs: 60_000, vacationDaysPerYear: 30 });
  });

  it('read what is set', () => {
    const c = loadConfig(
      { SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'Games <games@example.com>', WEBHOOK_ALLOW_HOSTS: '.example.com, hooks.example.org', WEBHOOK_ALLOW_PRIVATE: 'true', VACATION_DAYS_PER_YEAR: '14', NOTIFY_POLL_MS: '0', MAIL_REPLY_TO: 'replies@example.com', MAIL_UNSUBSCRIBE_ADDRESS: 'leave@example.com' },
      key,
    );
    expect(c.notifications).toMatchObject({ smtpUrl: 'smtps://user:pw@mail.example.com:465', mailFrom: 'Games <games@example.com>', webhookAllowHosts: ['.example.com', 'hooks.example.org'], webhookAllowPrivate: true, pollMs: 0, mailReplyTo: 'replies@example.com', mailUnsubscribeAddress: 'leave@example.com' });
    expect(c.cadence.vacationDaysPerYear).toBe(14);
  });

  it('refuse a bad value, naming the variable', () => {
    expect(refusal({ SMTP_URL: 'http://mail.example.com' })).toBe('SMTP_URL');
    expect(refusal({ MAIL_FROM: 'nobody' })).toBe('MAIL_FROM');
    expect(refusal({ MAIL_REPLY_TO: 'Games <games@example.com>' })).toBe('MAIL_REPLY_TO');
    expect(refusal({ MAIL_UNSUBSCRIBE_ADDRESS: 'a@b, c@d' })).toBe('MAIL_UNSUBSCRIBE_ADDRESS');
    expect(refusal({ NOTIFY_MAX_ATTEMPTS: '0' })).toBe('NOTIFY_MAX_ATTEMPTS');
    expect(refusal({ NOTIFY_POLL_MS: 'soon' })).toBe('NOTIFY_POLL_MS');
    expect(refusal({ NOTIFY_RETRY_BASE_MS: '5000', NOTIFY_RETRY_MAX_MS: '1000' })).toBe('NOTIFY_RETRY_MAX_MS');
    expect(refusal({ NOTIFY_LEASE_MS: '15000', WEBHOOK_TIMEOUT_MS: '10000' })).toBe('NOTIFY_LEASE_MS');
    expect(refusal({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toBe('WEBHOOK_ALLOW_PRIVATE');
    expect(refusal({ WEBHOOK_SECRETS_KEY: 'too short' })).toBe('WEBHOOK_SECRETS_KEY');
    expect(refusal({ WEBHOOK_DENY_HOSTS: 'evil host' })).toBe('WEBHOOK_DENY_HOSTS');
    expect(refusal({ VACATION_DAYS_PER_YEAR: '400' })).toBe('VACATION_DAYS_PER_YEAR');
    expect(refusal({ CADENCE_LEASE_MS: '10' })).toBe('CADENCE_LEASE_MS');
  });
});
