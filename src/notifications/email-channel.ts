/** Notice mails, through SMTP with nodemailer: plain text, with an HTML part where a mail shows a picture. */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { MailHeaders } from './mail-headers.js';

/** An image a mail's HTML part shows inline, by its Content-ID (`<img src="cid:…">`). */
export interface InlineImage {
  readonly cid: string;
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** A mail: plain text, and, where it shows a picture, an HTML part with the picture inline. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly inline?: readonly InlineImage[];
  /** Its Message-ID, threading, list and sender headers (mail-headers.ts). */
  readonly headers?: MailHeaders;
}

/** Sends mails; rejects when the server refuses or cannot be reached. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** A sender over SMTP at `smtpUrl` (smtp:// or smtps://, credentials in the URL), with bounded waits so a dead server cannot outlast a delivery's lease. */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { messageId: mail.headers.messageId, inReplyTo: mail.headers.inReplyTo, references: mail.headers.references, replyTo: mail.headers.replyTo, headers: { ...mail.headers.headers } } : {}),
        ...(mail.inline ? { attachments: mail.inline.map((i) => ({ cid: i.cid, filename: i.filename, contentType: i.contentType, content: i.content, contentDisposition: 'inline' as const })) } : {}),
      });
    },
    close: () => transport.close(),
  };
}
