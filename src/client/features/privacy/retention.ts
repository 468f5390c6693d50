// What is kept and for how long (decision 012): the table of /privacidade. The same rules are
// applied by src/server/domain/retention/purge-expired.ts and listed in the README.
export const RETENTION: readonly { what: string; howLong: string }[] = [
  {
    what: 'Conta da agência, equipe, clientes, acessos ao portal, funis, versões, comentários, decisões, prazos e atividade',
    howLong: 'Enquanto a conta existir. Apagados na hora em que o dono exclui a conta.',
  },
  { what: 'Pagamentos e assinatura da agência', howLong: 'Enquanto a conta existir; apagados com ela. Os comprovantes fiscais ficam com o Stripe.' },
  { what: 'Pagamentos iniciados que não foram concluídos', howLong: '30 dias.' },
  { what: 'Sessões (login)', howLong: '7 dias sem uso, e no máximo 30 dias.' },
  { what: 'Links de redefinição de senha', howLong: '1 hora.' },
  { what: 'Convites para o cliente criar a senha do portal', howLong: '7 dias.' },
  { what: 'Códigos de verificação enviados a revisores públicos', howLong: '15 minutos.' },
  { what: 'Identificação de um revisor público já verificado (cookie do link)', howLong: '30 dias.' },
  { what: 'Tentativas de login e de redefinição de senha (email e endereço IP)', howLong: '24 horas.' },
  { what: 'Cópias técnicas do conteúdo dos funis, usadas para juntar edições simultâneas', howLong: 'As 100 últimas de cada funil, e nunca mais de 24 horas.' },
  { what: 'Sal diário do código de visitante (tráfego dos sites dos clientes)', howLong: 'Até o fim do dia, no horário de São Paulo.' },
  { what: 'Eventos de tráfego brutos: página ou evento, URL sem parâmetros além de utm_*, código de visitante do dia', howLong: '90 dias.' },
  { what: 'Totais diários de tráfego por página e evento', howLong: 'Enquanto a conta existir. Apagados na hora em que o dono exclui a conta.' },
  { what: 'Contagem diária de cada etapa rastreada de um funil (pessoas e conversões)', howLong: '366 dias, e apagada na hora em que o dono exclui a conta.' },
];
