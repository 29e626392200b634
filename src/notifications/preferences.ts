/** An account's notification preferences as the API shows and takes them, and how stored choices and defaults combine. */
import { Type, type Static, type TBoolean, type TOptional } from '@sinclair/typebox';
import { CHANNELS, DEFAULT_CHANNELS, NOTICE_KINDS, type ChannelChoices } from './kinds.js';
import type { StoredSettings } from './notification-store.js';
import { canonicalTimeZone } from './quiet-hours.js';

const HHMM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

const ChannelSwitches = Type.Object(Object.fromEntries(CHANNELS.map((c) => [c, Type.Boolean()])) as Record<(typeof CHANNELS)[number], TBoolean>, { additionalProperties: false });
const ChannelSwitchesInput = Type.Object(Object.fromEntries(CHANNELS.map((c) => [c, Type.Optional(Type.Boolean())])) as Record<(typeof CHANNELS)[number], TOptional<TBoolean>>, {
  additionalProperties: false,
});

/** Quiet hours as the API shows and takes them. */
export const QuietHoursSchema = Type.Object(
  {
    start: Type.String({ pattern: HHMM, description: 'Local time the quiet hours begin, HH:MM.' }),
    end: Type.String({ pattern: HHMM, description: 'Local time they end, HH:MM; before start means they run past midnight.' }),
    timeZone: Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone, such as Europe/Berlin.' }),
  },
  { additionalProperties: false, title: 'QuietHours', description: 'Notices due in these hours wait until they end.' },
);

/** An account's preferences, every kind of notice listed. */
export const PreferencesSchema = Type.Object(
  {
    channels: Type.Object(Object.fromEntries(NOTICE_KINDS.map((k) => [k, ChannelSwitches])) as Record<(typeof NOTICE_KINDS)[number], typeof ChannelSwitches>, {
      description: 'Per kind of notice, whether it goes out by email (only while you are not connected) and to your webhooks.',
    }),
    quietHours: Type.Union([QuietHoursSchema, Type.Null()]),
  },
  { $id: 'NotificationPreferences', title: 'NotificationPreferences' },
);
export type Preferences = Static<typeof PreferencesSchema>;

/** The preferences a client sends: kinds and channels left out take the defaults. */
export const PreferencesInputSchema = Type.Object(
  {
    channels: Type.Optional(
      Type.Object(Object.fromEntries(NOTICE_KINDS.map((k) => [k, Type.Optional(ChannelSwitchesInput)])) as Record<(typeof NOTICE_KINDS)[number], TOptional<typeof ChannelSwitchesInput>>, {
        additionalProperties: false,
      }),
    ),
    quietHours: Type.Optional(Type.Union([QuietHoursSchema, Type.Null()], { description: 'Null or left out: no quiet hours.' })),
  },
  { additionalProperties: false, title: 'NotificationPreferencesInput' },
);
export type PreferencesInput = Static<typeof PreferencesInputSchema>;

/** Stored choices over the defaults. */
export function effectivePreferences(stored: StoredSettings): Preferences {
  const channels = Object.fromEntries(
    NOTICE_KINDS.map((k) => [k, Object.fromEntries(CHANNELS.map((c) => [c, stored.channels[k]?.[c] ?? DEFAULT_CHANNELS[k][c]]))]),
  ) as ChannelChoices;
  return { channels, quietHours: stored.quiet };
}

/** What to store for a client's preferences, or why they cannot be used. */
export function settingsFromInput(input: PreferencesInput): { ok: true; settings: StoredSettings } | { ok: false; code: 'bad-time-zone' | 'empty-quiet-hours'; message: string } {
  const asked = input.quietHours ?? null;
  const timeZone = asked && canonicalTimeZone(asked.timeZone);
  if (asked && !timeZone) return { ok: false, code: 'bad-time-zone', message: `Unknown time zone ${asked.timeZone}.` };
  // Kept as the zone is spelt (IANA's casing), so that mails and the settings read it back as such.
  const quiet = asked && timeZone ? { ...asked, timeZone } : null;
  // Read as quiet hours they would be none (or all day): a client means something else; for none, send null.
  if (quiet && quiet.start === quiet.end) return { ok: false, code: 'empty-quiet-hours', message: 'Quiet hours must end at another time than they begin; to have none, send null.' };
  return { ok: true, settings: { channels: (input.channels ?? {}) as StoredSettings['channels'], quiet } };
}
