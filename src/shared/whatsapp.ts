// Sharing where clients are (docs/product.md): a wa.me link opens WhatsApp (app or web) with the
// message written and lets the agency pick the contact; no phone number is stored or asked for.

/** https://wa.me/?text=…, the message percent-encoded (line breaks included). */
export function whatsappHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The editor's Compartilhar: the public review link of a funnel. */
export function publicLinkMessage(title: string, url: string): string {
  return `Olá! Segue o funil "${title}" para a sua revisão. Você pode comentar e aprovar pelo link, sem criar conta: ${url}`;
}

/**
 * An access invited by WhatsApp: the same facts as the invitation mail (portal, login email, the
 * single-use link for choosing a password), never a password.
 */
export function invitationMessage(opts: { clientName: string; email: string; portalUrl: string; link: string }): string {
  return [
    `Olá! Você recebeu acesso ao Portal do Cliente de ${opts.clientName}, onde vai revisar e aprovar os funis preparados pela agência.`,
    `Seu email de login: ${opts.email}`,
    `Para escolher a sua senha, abra este link (válido por 7 dias, uso único): ${opts.link}`,
    `Depois, entre pelo portal: ${opts.portalUrl}`,
  ].join('\n\n');
}
