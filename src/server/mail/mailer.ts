// D12: SMTP when SMTP_URL is set; otherwise each message is an .eml in DATA_DIR/outbox.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

const FROM = 'Funil <nao-responda@funil.app>';

/** nodemailer is loaded by the first message, not at start (decision 010: start to healthy). */
function lazyTransport(options: string | object): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then((m) => m.default.createTransport(options));
    return transport;
  };
}

export function createMailer(opts: { smtpUrl?: string; outboxDir: string; log?: (m: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = lazyTransport(opts.smtpUrl);
    return {
      async send(m) {
        await (await transport()).sendMail({ from: FROM, ...m });
        opts.log?.(`email para ${m.to}: ${m.subject}`);
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await (await transport()).sendMail({ from: FROM, ...m });
      mkdirSync(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.log?.(`email para ${m.to}: ${m.subject} (${basename(file)})`);
    },
  };
}

/** Tests read what would have been sent. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (m) => void sent.push(m) };
}
