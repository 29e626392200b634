/** Notice mails, through SMTP with nodemailer. */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** A plain-text mail. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
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
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
