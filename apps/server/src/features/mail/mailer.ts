import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as a marketing mail's List-Unsubscribe; the outbox keeps only the text and HTML. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes: an SMTP server, or the outbox table read at /devTest. */
  readonly transport: 'smtp' | 'outbox';
}

/** Mail goes to SMTP when it is configured and to the outbox table otherwise, so sign-up works out of the box. */
export function createMailer(config: Pick<Config, 'smtp' | 'mailFrom'>, db: Database): Mailer {
  if (!config.smtp) {
    return {
      transport: 'outbox',
      async send(mail) {
        await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const smtp = config.smtp;
  // nodemailer is loaded with the first mail, not with the server (about 70 ms of every start here).
  let transporter: Promise<Transporter> | undefined;
  return {
    transport: 'smtp',
    async send(mail) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        }),
      );
      await (await transporter).sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
