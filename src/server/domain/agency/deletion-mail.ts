// The owner's confirmation that the account is gone (decision 012): sent after the commit.
import type { MailMessage } from '../../mail/mailer.ts';

const when = (d: Date) => d.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long', timeStyle: 'short' });

export function accountDeletedMail(o: { to: string; ownerName: string; agencyName: string | null; at: Date }): MailMessage {
  const agency = o.agencyName ? `da agência ${o.agencyName}` : 'da sua agência';
  return {
    to: o.to,
    subject: 'Sua conta no Funil foi excluída',
    text: [
      `Olá, ${o.ownerName}.`,
      '',
      `A conta ${agency} no Funil foi excluída em ${when(o.at)}, a seu pedido.`,
      '',
      'Apagamos a equipe, os clientes, os acessos ao portal, os funis com todas as versões, os comentários, as decisões, os links públicos, as sessões e os convites. A assinatura foi cancelada e nada mais será cobrado.',
      '',
      'Se não foi você quem pediu, responda para privacidade@funil.app.',
      '',
      'Equipe Funil',
    ].join('\n'),
  };
}
