// The reminder mails (pt-BR): to a client access, by stage, and the agency's "funil atrasado".
import { formatDueDate } from '#shared/due-date.ts';
import { linkMail, type Mail } from '../../mail/compose.ts';
import type { ClientStage } from './reminder-stages.ts';

export function clientPortalLink(publicUrl: string, canvasId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/client-canvas/${encodeURIComponent(canvasId)}`;
}

export function clientReminderMail(stage: ClientStage, f: { title: string; agencyName: string; dueDate: string; daysLeft: number; link: string }): Mail {
  const date = formatDueDate(f.dueDate);
  switch (stage) {
    case 'before': {
      const when = f.daysLeft === 1 ? 'amanhã' : `em ${f.daysLeft} dias`;
      return linkMail(
        `Lembrete: o funil "${f.title}" aguarda sua aprovação até ${date}`,
        ['Olá,', '', `${f.agencyName} aguarda sua revisão do funil "${f.title}".`, `O prazo é ${date} (${when}).`],
        'Revisar o funil',
        f.link,
      );
    }
    case 'due':
      return linkMail(
        `Hoje é o prazo para revisar o funil "${f.title}"`,
        ['Olá,', '', `O prazo para revisar o funil "${f.title}" termina hoje (${date}).`, `${f.agencyName} aguarda sua aprovação ou seus pedidos de ajuste.`],
        'Revisar o funil',
        f.link,
      );
    case 'after':
      return linkMail(
        `Prazo vencido: o funil "${f.title}" aguarda sua revisão`,
        ['Olá,', '', `O prazo para revisar o funil "${f.title}" venceu em ${date}.`, `${f.agencyName} ainda aguarda sua aprovação ou seus pedidos de ajuste.`],
        'Revisar o funil',
        f.link,
      );
  }
}

export function agencyOverdueMail(f: { title: string; clientName: string; dueDate: string; version: number; pending: string[]; link: string }): Mail {
  const waiting = f.pending.length
    ? `Ainda não decidiram sobre a versão ${f.version}: ${f.pending.join(', ')}.`
    : `Nenhum acesso ativo do cliente está pendente na versão ${f.version}, mas o funil ainda não foi aprovado.`;
  return linkMail(
    `Funil atrasado: ${f.title}`,
    [`O prazo de aprovação do funil "${f.title}" (cliente ${f.clientName}) venceu em ${formatDueDate(f.dueDate)}.`, waiting],
    'Abrir o funil',
    f.link,
  );
}
