// Operator commands (D22): npm run cli -- agency:create --email E --password P --name N --plan business|enterprise [--seats K]
//                          npm run cli -- reminders:send   (one round of due-date reminders, for cron)
//                          npm run cli -- payments:confirm --email E   (the local provider: a Pix or boleto paid, as the bank would say)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PLAN_IDS } from '#shared/plans.ts';
import { EmailSchema, NameSchema, PasswordSchema } from '#shared/schemas/common.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createAgencyWithOwner } from './domain/agency/create-agency.ts';
import { confirmTransferByEmail } from './domain/billing/payment-methods.ts';
import { sendReminders } from './domain/reminders/send-reminders.ts';
import { loadConfig } from './env.ts';
import { AppError } from './errors.ts';
import { systemCtx } from './jobs/index.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './mail/mailer.ts';

const USAGE =
  'Uso: npm run cli -- agency:create --email E --password P --name N --plan business|enterprise [--seats K] [--agency-name A]\n' +
  '     npm run cli -- reminders:send\n' +
  '     npm run cli -- payments:confirm --email E';

/**
 * Opens the database, runs a command with the job services (the mailer writes to the outbox
 * without SMTP_URL), closes it; any error is printed in pt-BR and exits 1.
 */
async function withJobCtx(run: (ctx: ReturnType<typeof systemCtx>) => Promise<void>): Promise<number> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (e) {
    console.error(`Erro: ${(e as Error).message}`);
    return 1;
  }
  const log = { warn: (o: unknown, m?: string) => console.warn(m ?? '', o), error: (o: unknown, m?: string) => console.error(m ?? '', o) };
  try {
    const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') });
    await run(systemCtx(database.db, { mailer, publicUrl: config.publicUrl, log, clock: systemClock }));
    return 0;
  } catch (e) {
    console.error(`Erro: ${(e as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

/** The same round as the server's scheduler; each reminder is claimed before it is sent, so running both never sends one twice. */
const remindersSend = () =>
  withJobCtx(async (ctx) => {
    const run = await sendReminders(ctx);
    const skipped = run.skipped ? ` (${run.skipped} etapa(s) anterior(es) registrada(s) sem envio)` : '';
    console.log(run.sent === 1 ? `1 e-mail de lembrete enviado.${skipped}` : `${run.sent} e-mails de lembrete enviados.${skipped}`);
  });

/** The local provider's bank: marks the email's newest Pix or boleto paid (docs/decisions/027-pix-and-boleto.md). */
async function paymentsConfirm(args: string[]): Promise<number> {
  let email: string | undefined;
  try {
    email = parseArgs({ args, options: { email: { type: 'string' } } }).values.email;
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success) {
    console.error(`Erro em --email: ${parsed.error.issues[0]?.message ?? 'Email inválido'}\n${USAGE}`);
    return 2;
  }
  return withJobCtx(async (ctx) => {
    const p = await confirmTransferByEmail(ctx, parsed.data);
    console.log(`Pagamento por ${p.method === 'pix' ? 'Pix' : 'boleto'} de ${p.email} confirmado (${(p.amountCents / 100).toFixed(2)} BRL).`);
  });
}

const AgencyCreateSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  name: NameSchema,
  plan: z.enum(PLAN_IDS, { error: 'Plano deve ser business ou enterprise' }),
  seats: z.coerce
    .number({ error: 'seats deve ser um número inteiro ≥ 1' })
    .int({ error: 'seats deve ser um número inteiro ≥ 1' })
    .min(1, { error: 'seats deve ser um número inteiro ≥ 1' })
    .default(1),
  agencyName: z.string().optional(),
});

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'reminders:send') return remindersSend();
  if (command === 'payments:confirm') return paymentsConfirm(rest);
  if (command !== 'agency:create') {
    console.error(command ? `Comando desconhecido: ${command}\n${USAGE}` : USAGE);
    return 2;
  }
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        plan: { type: 'string' },
        seats: { type: 'string' },
        'agency-name': { type: 'string' },
      },
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = AgencyCreateSchema.safeParse({ ...values, agencyName: values['agency-name'] });
  if (!parsed.success) {
    for (const i of parsed.error.issues) console.error(`Erro em --${i.path.join('.')}: ${i.message}`);
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (e) {
    console.error(`Erro: ${(e as Error).message}`);
    return 1;
  }
  try {
    const { agency, owner } = await createAgencyWithOwner({ db: database.db, actor: null }, parsed.data);
    console.log(`Agência criada: ${agency.id} (plano ${agency.plan}, ${agency.userLimit} assento(s)). Dono: ${owner.email}`);
    return 0;
  } catch (e) {
    console.error(`Erro: ${e instanceof AppError ? e.message : (e as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
