// The funnel templates (spec 02 "Templates screen", D5): complete funnels a Brazilian
// agency uses every week, laid out left to right in flow order. Pure data; seeded into
// the `templates` table by templates.ts. Component types come from the catalogue
// (src/shared/canvas/catalogue.ts) and are checked against it by the tests.
import { componentSize } from '#shared/canvas/catalogue.ts';
import { CANVAS, type CanvasContent, type ConnectionStyle } from '#shared/canvas/content.ts';
import type { TemplateCategoryId as TemplateCategory } from '#shared/schemas/templates.ts';

export interface TemplateSeed {
  slug: string;
  title: string;
  description: string;
  category: TemplateCategory;
  content: CanvasContent;
}

/** [key, type, title, description, column, row] */
type N = [string, string, string, string, number, number];
/** [from, to] in flow order, optionally 'alt' for an alternative path (dashed). */
type E = [string, string] | [string, string, 'alt'];

// Grid: a column fits the widest component (200) plus room for the connection; a row
// fits the tallest (240). Components are centred in their cell (sizes from the catalogue,
// spec 02 section 9). The funnel sits around the canvas origin.
const COL_W = 290;
const ROW_H = 300;
const CELL = { width: 200, height: 240 };
const ORIGIN = { x: CANVAS.originX - 900, y: CANVAS.originY - 300 };

const MAIN: ConnectionStyle = { dashed: false, organic: true, endType: 'arrow' };
const ALT: ConnectionStyle = { dashed: true, organic: true, endType: 'arrow' };

let templateIndex = 0;
function template(slug: string, category: TemplateCategory, title: string, description: string, nodes: N[], edges: E[]): TemplateSeed {
  // Ids in the spec's form (component-{timestamp}, connection-{timestamp}), stable per template.
  const base = 1_732_000_000_000 + ++templateIndex * 1000;
  const ids = new Map<string, string>();
  const components = nodes.map(([key, type, t, d, col, row], i) => {
    const size = componentSize(type);
    const id = `component-${base + i}`;
    ids.set(key, id);
    return {
      id,
      type,
      position: {
        x: ORIGIN.x + col * COL_W + (CELL.width - size.width) / 2,
        y: ORIGIN.y + row * ROW_H + (CELL.height - size.height) / 2,
      },
      data: { title: t, description: d },
    };
  });
  const connections = edges.map(([from, to, alt], i) => {
    const a = ids.get(from);
    const b = ids.get(to);
    if (!a || !b) throw new Error(`template ${slug}: connection ${from} -> ${to} names an unknown component`);
    return { id: `connection-${base + 500 + i}`, from: a, to: b, style: alt ? ALT : MAIN };
  });
  return { slug, title, description, category, content: { components, connections, textElements: [], comments: [], drawings: [] } };
}

export const TEMPLATES: TemplateSeed[] = [
  // ───────────── Venda Direta ─────────────
  template(
    'vsl-upsell-downsell',
    'direct-sales',
    'VSL com Upsell e Downsell',
    'Venda direta de infoproduto: anúncio leva ao vídeo de vendas, checkout, oferta complementar e uma alternativa mais barata para quem recusa.',
    [
      ['ads', 'facebook-ads', 'Anúncio Meta Ads', 'Criativo em vídeo com o gancho da VSL para público frio', 0, 1],
      ['vsl', 'vsl', 'Página da VSL', 'Vídeo de vendas de 15 a 25 minutos com botão liberado no pitch', 1, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Pagamento em Pix, boleto ou cartão em até 12x, com order bump', 2, 1],
      ['upsell', 'upsell-page', 'Upsell - Mentoria', 'Oferta de um clique logo após a compra: mentoria em grupo', 3, 0],
      ['downsell', 'downsell-page', 'Downsell - Versão Essencial', 'Para quem recusou o upsell: versão gravada com desconto', 3, 2],
      ['confirm', 'purchase-confirmation', 'Confirmação de Compra', 'Resumo do pedido e próximos passos de acesso', 4, 1],
      ['members', 'members-area', 'Área de Membros', 'Acesso ao curso e aos bônus liberados', 5, 1],
      ['email', 'email', 'E-mail de Boas-vindas', 'Login, senha e roteiro da primeira semana', 6, 1],
    ],
    [
      ['ads', 'vsl'],
      ['vsl', 'checkout'],
      ['checkout', 'upsell'],
      ['upsell', 'confirm'],
      ['upsell', 'downsell', 'alt'],
      ['downsell', 'confirm'],
      ['confirm', 'members'],
      ['members', 'email'],
    ],
  ),
  template(
    'quiz-oferta-personalizada',
    'direct-sales',
    'Funil de Quiz com Oferta Personalizada',
    'Quiz que qualifica o lead e recomenda o produto certo; quem não compra na hora recebe a recomendação por e-mail e WhatsApp.',
    [
      ['ads', 'instagram-ads', 'Anúncio no Instagram', 'Stories e Reels com a pergunta do quiz', 0, 1],
      ['quiz', 'quiz-page', 'Quiz de Diagnóstico', '7 perguntas rápidas que segmentam o perfil do lead', 1, 1],
      ['fill', 'fill-action', 'Preenche o Contato', 'Nome, e-mail e WhatsApp para ver o resultado', 2, 1],
      ['offer', 'landing-page', 'Resultado + Oferta', 'Diagnóstico personalizado com o produto indicado', 3, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Oferta com desconto válido por 24 horas', 4, 1],
      ['thanks', 'thank-you-page', 'Página de Obrigado', 'Confirmação e convite para o grupo de clientes', 5, 1],
      ['auto', 'automation', 'Automação Pós-Quiz', 'Sequência para quem viu o resultado e não comprou', 4, 2],
      ['wa', 'whatsapp-button', 'WhatsApp do Consultor', 'Atendimento humano para tirar dúvidas', 5, 2],
    ],
    [
      ['ads', 'quiz'],
      ['quiz', 'fill'],
      ['fill', 'offer'],
      ['offer', 'checkout'],
      ['checkout', 'thanks'],
      ['offer', 'auto', 'alt'],
      ['auto', 'wa'],
      ['wa', 'checkout', 'alt'],
    ],
  ),
  template(
    'venda-whatsapp',
    'direct-sales',
    'Venda Direta pelo WhatsApp',
    'Para negócios locais e serviços: anúncio de mensagem, página de apresentação e fechamento da venda na conversa.',
    [
      ['ads', 'facebook-ads', 'Anúncio de Mensagem', 'Campanha de cliques para o WhatsApp com oferta clara', 0, 1],
      ['lp', 'landing-page', 'Página de Apresentação', 'Prova social, fotos e perguntas frequentes', 1, 1],
      ['wa', 'whatsapp-button', 'Botão WhatsApp', 'Mensagem pronta: "Quero saber mais sobre a oferta"', 2, 1],
      ['reply', 'reply-action', 'Atendimento', 'Script de qualificação e envio do orçamento', 3, 1],
      ['checkout', 'checkout-page', 'Link de Pagamento', 'Pix ou cartão enviado na conversa', 4, 1],
      ['confirm', 'purchase-confirmation', 'Confirmação do Pedido', 'Comprovante e prazo de entrega ou agendamento', 5, 1],
      ['community', 'whatsapp-community', 'Comunidade de Clientes', 'Avisos de novidades e recompra', 6, 1],
    ],
    [
      ['ads', 'lp'],
      ['lp', 'wa'],
      ['wa', 'reply'],
      ['reply', 'checkout'],
      ['checkout', 'confirm'],
      ['confirm', 'community'],
    ],
  ),
  template(
    'aplicacao-high-ticket',
    'direct-sales',
    'Aplicação e Call High Ticket',
    'Venda de mentoria ou consultoria de alto valor: conteúdo, formulário de aplicação, call agendada e fechamento.',
    [
      ['yt', 'youtube-organic', 'Conteúdo no YouTube', 'Aulas que demonstram autoridade no tema', 0, 0],
      ['li', 'linkedin-ads', 'LinkedIn Ads', 'Anúncio para decisores do público-alvo', 0, 2],
      ['lp', 'landing-page', 'Página da Mentoria', 'Método, resultados de alunos e chamada para aplicar', 1, 1],
      ['apply', 'fill-action', 'Formulário de Aplicação', 'Perguntas de faturamento, momento e urgência', 2, 1],
      ['call', 'calendly', 'Agendamento da Call', 'Apenas aplicações qualificadas escolhem horário', 3, 1],
      ['remind', 'automation', 'Lembretes da Call', 'E-mail e WhatsApp 24 h e 1 h antes', 4, 1],
      ['checkout', 'checkout-page', 'Checkout da Mentoria', 'Link enviado ao final da call de fechamento', 5, 1],
      ['members', 'members-area', 'Onboarding', 'Área de membros e agenda dos encontros', 6, 1],
    ],
    [
      ['yt', 'lp'],
      ['li', 'lp'],
      ['lp', 'apply'],
      ['apply', 'call'],
      ['call', 'remind'],
      ['remind', 'checkout'],
      ['checkout', 'members'],
    ],
  ),

  // ───────────── Lançamento ─────────────
  template(
    'lancamento-7-dias-cpl',
    'launch',
    'Lançamento de 7 Dias com CPLs',
    'Lançamento clássico: captação, grupo de WhatsApp, três vídeos de conteúdo (CPLs) e abertura de carrinho com prazo.',
    [
      ['ads', 'instagram-ads', 'Anúncios de Captação', 'Tráfego para a página de inscrição gratuita', 0, 1],
      ['capture', 'capture-page', 'Página de Inscrição', 'Inscrição gratuita na semana de conteúdo', 1, 1],
      ['group', 'whatsapp-groups', 'Grupos de WhatsApp', 'Avisos de cada aula e aquecimento', 2, 1],
      ['cpl1', 'vsl', 'CPL 1 - Oportunidade', 'Dia 1: a oportunidade e a quebra de crenças', 3, 0],
      ['cpl2', 'vsl', 'CPL 2 - Transformação', 'Dia 3: o método e casos de sucesso', 4, 0],
      ['cpl3', 'vsl', 'CPL 3 - Experiência', 'Dia 5: aula prática e antecipação da oferta', 5, 0],
      ['emails', 'email', 'E-mails de Aquecimento', 'Lembrete de cada CPL e conteúdo extra', 3, 2],
      ['sales', 'landing-page', 'Abertura de Carrinho', 'Dia 7: página de vendas com bônus de primeira hora', 6, 1],
      ['timer', 'countdown', 'Contagem Regressiva', 'Carrinho aberto por 4 dias', 7, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Parcelamento em 12x e garantia de 7 dias', 8, 1],
      ['members', 'members-area', 'Área de Membros', 'Boas-vindas dos novos alunos', 9, 1],
    ],
    [
      ['ads', 'capture'],
      ['capture', 'group'],
      ['group', 'cpl1'],
      ['cpl1', 'cpl2'],
      ['cpl2', 'cpl3'],
      ['cpl3', 'sales'],
      ['group', 'emails', 'alt'],
      ['emails', 'sales', 'alt'],
      ['sales', 'timer'],
      ['timer', 'checkout'],
      ['checkout', 'members'],
    ],
  ),
  template(
    'webinar-ao-vivo',
    'launch',
    'Funil de Webinar ao Vivo',
    'Inscrição no webinar, lembretes, apresentação ao vivo com oferta e replay por tempo limitado para quem não assistiu.',
    [
      ['ads', 'facebook-ads', 'Anúncio do Webinar', 'Convite para a aula ao vivo gratuita', 0, 1],
      ['capture', 'capture-page', 'Inscrição no Webinar', 'Data, horário e o que será ensinado', 1, 1],
      ['thanks', 'thank-you-page', 'Confirmação de Inscrição', 'Adicionar ao calendário e entrar no grupo', 2, 1],
      ['remind', 'automation', 'Lembretes', 'E-mail e WhatsApp 1 dia, 1 hora e 5 minutos antes', 3, 1],
      ['live', 'webinar', 'Webinar ao Vivo', 'Aula de 60 minutos com oferta no final', 4, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Condição especial para quem está ao vivo', 5, 1],
      ['replay', 'webinar-replay', 'Replay por 48 h', 'Para quem não assistiu ou não comprou', 5, 2],
      ['timer', 'countdown', 'Fim do Replay', 'Escassez: replay e bônus saem do ar', 6, 2],
      ['members', 'members-area', 'Área de Membros', 'Acesso imediato ao programa', 7, 1],
    ],
    [
      ['ads', 'capture'],
      ['capture', 'thanks'],
      ['thanks', 'remind'],
      ['remind', 'live'],
      ['live', 'checkout'],
      ['live', 'replay', 'alt'],
      ['replay', 'timer'],
      ['timer', 'checkout', 'alt'],
      ['checkout', 'members'],
    ],
  ),
  template(
    'lancamento-relampago-base',
    'launch',
    'Lançamento Relâmpago para a Base',
    'Oferta de 72 horas para quem já é lead ou cliente: sem tráfego pago, com e-mail, comunidade e contagem regressiva.',
    [
      ['base', 'leads-base', 'Base de Leads e Clientes', 'Lista segmentada por interesse e compras anteriores', 0, 1],
      ['email', 'email', 'E-mail de Anúncio', 'Aviso da oferta relâmpago com data de término', 1, 0],
      ['community', 'whatsapp-community', 'Comunidade WhatsApp', 'Avisos no canal de transmissão', 1, 2],
      ['lp', 'landing-page', 'Página da Oferta', 'Benefícios, depoimentos e bônus exclusivos', 2, 1],
      ['timer', 'countdown', 'Contagem de 72 h', 'Prazo visível na página e nos e-mails', 3, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Preço especial só durante a oferta', 4, 1],
      ['thanks', 'thank-you-page', 'Página de Obrigado', 'Acesso liberado e pesquisa rápida', 5, 1],
    ],
    [
      ['base', 'email'],
      ['base', 'community'],
      ['email', 'lp'],
      ['community', 'lp'],
      ['lp', 'timer'],
      ['timer', 'checkout'],
      ['checkout', 'thanks'],
    ],
  ),
  template(
    'desafio-5-dias',
    'launch',
    'Desafio de 5 Dias',
    'Desafio gratuito com aulas diárias e tarefas no grupo; a oferta é apresentada no último dia, ao vivo.',
    [
      ['ads', 'instagram-ads', 'Anúncios do Desafio', 'Chamada para o desafio gratuito de 5 dias', 0, 1],
      ['organic', 'instagram-organic', 'Divulgação Orgânica', 'Reels e stories do especialista', 0, 2],
      ['capture', 'capture-page', 'Inscrição no Desafio', 'Cadastro com WhatsApp para entrar no grupo', 1, 1],
      ['group', 'whatsapp-groups', 'Grupo do Desafio', 'Tarefas diárias e interação entre participantes', 2, 1],
      ['lessons', 'youtube-organic', 'Aulas Diárias', 'Lives de 40 minutos no YouTube', 3, 1],
      ['watch', 'watch-action', 'Assiste e Entrega a Tarefa', 'Engajamento que qualifica para a oferta', 4, 1],
      ['offer', 'webinar', 'Live de Encerramento', 'Dia 5: resultado do desafio e oferta', 5, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Bônus para quem completou o desafio', 6, 1],
      ['members', 'members-area', 'Área de Membros', 'Programa completo liberado', 7, 1],
    ],
    [
      ['ads', 'capture'],
      ['organic', 'capture'],
      ['capture', 'group'],
      ['group', 'lessons'],
      ['lessons', 'watch'],
      ['watch', 'offer'],
      ['offer', 'checkout'],
      ['checkout', 'members'],
    ],
  ),

  // ───────────── E-commerce ─────────────
  template(
    'recuperacao-carrinho',
    'e-commerce',
    'Recuperação de Carrinho Abandonado',
    'Quem sai do checkout sem pagar recebe e-mail em 1 hora, WhatsApp em 24 horas e um cupom final, de volta ao carrinho.',
    [
      ['ads', 'google-ads', 'Google Shopping', 'Anúncios de produto com preço e foto', 0, 1],
      ['product', 'product-page', 'Página de Produto', 'Fotos, avaliações, frete e prazo', 1, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Pagamento em Pix, cartão ou boleto', 2, 1],
      ['abandon', 'abandon-cart', 'Abandono de Carrinho', 'Saiu do checkout sem concluir o pedido', 3, 2],
      ['recovery', 'cart-recovery', 'Recuperação Automática', 'Régua disparada pela plataforma da loja', 4, 2],
      ['email', 'email', 'E-mail em 1 hora', '"Esqueceu algo?" com o produto e o link do carrinho', 5, 2],
      ['wa', 'whatsapp-button', 'WhatsApp em 24 horas', 'Mensagem pessoal com ajuda para finalizar', 6, 2],
      ['coupon', 'email', 'Cupom em 48 horas', 'Última chamada com frete grátis ou 10% de desconto', 7, 2],
      ['confirm', 'purchase-confirmation', 'Pedido Confirmado', 'Confirmação, nota fiscal e rastreio', 8, 1],
    ],
    [
      ['ads', 'product'],
      ['product', 'checkout'],
      ['checkout', 'confirm'],
      ['checkout', 'abandon', 'alt'],
      ['abandon', 'recovery'],
      ['recovery', 'email'],
      ['email', 'wa'],
      ['wa', 'coupon'],
      ['coupon', 'confirm'],
    ],
  ),
  template(
    'loja-virtual-remarketing',
    'e-commerce',
    'Loja Virtual com Tráfego e Remarketing',
    'Aquisição com Meta e Google, navegação no catálogo, compra e pós-venda; quem visitou e não comprou volta pelo remarketing.',
    [
      ['meta', 'instagram-ads', 'Instagram Ads', 'Catálogo dinâmico para público frio', 0, 0],
      ['google', 'google-ads', 'Google Ads', 'Pesquisa e Performance Max', 0, 2],
      ['store', 'ecommerce-site', 'Loja Virtual', 'Página inicial com vitrines e promoções', 1, 1],
      ['catalog', 'product-catalog', 'Catálogo', 'Coleções com filtros por tamanho e preço', 2, 1],
      ['product', 'product-page', 'Página de Produto', 'Fotos, avaliações e calculadora de frete', 3, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Compra em uma página com Pix e cartão', 4, 1],
      ['confirm', 'purchase-confirmation', 'Pedido Confirmado', 'Confirmação e acompanhamento da entrega', 5, 1],
      ['post', 'email', 'Pós-venda', 'Pedido de avaliação e cupom de recompra', 6, 1],
      ['remarketing', 'facebook-ads', 'Remarketing', 'Produtos vistos para quem não comprou em 7 dias', 4, 2],
    ],
    [
      ['meta', 'store'],
      ['google', 'store'],
      ['store', 'catalog'],
      ['catalog', 'product'],
      ['product', 'checkout'],
      ['checkout', 'confirm'],
      ['confirm', 'post'],
      ['product', 'remarketing', 'alt'],
      ['remarketing', 'product', 'alt'],
    ],
  ),
  template(
    'lancamento-colecao-influenciadores',
    'e-commerce',
    'Lançamento de Coleção com Influenciadores',
    'Lista VIP para uma nova coleção: influenciadores e orgânico geram desejo, a lista compra primeiro com prazo.',
    [
      ['influencers', 'influencers', 'Influenciadores', 'Recebidos e looks com código exclusivo', 0, 0],
      ['organic', 'instagram-organic', 'Instagram da Marca', 'Bastidores e prévia das peças', 0, 2],
      ['vip', 'capture-page', 'Lista VIP', 'Cadastro para acesso antecipado e frete grátis', 1, 1],
      ['community', 'instagram-community', 'Canal VIP', 'Canal de transmissão com prévias', 2, 1],
      ['timer', 'countdown', 'Contagem para a Abertura', 'Lembretes 24 h e 1 h antes', 3, 1],
      ['catalog', 'product-catalog', 'Coleção Nova', 'Vitrine liberada primeiro para a lista', 4, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Frete grátis para a lista VIP', 5, 1],
      ['confirm', 'purchase-confirmation', 'Pedido Confirmado', 'Confirmação e convite para marcar a marca', 6, 1],
    ],
    [
      ['influencers', 'vip'],
      ['organic', 'vip'],
      ['vip', 'community'],
      ['community', 'timer'],
      ['timer', 'catalog'],
      ['catalog', 'checkout'],
      ['checkout', 'confirm'],
    ],
  ),
  template(
    'black-friday',
    'e-commerce',
    'Black Friday',
    'Esquenta com lista de espera, ofertas com prazo, order bump no checkout e e-mails de última chamada.',
    [
      ['base', 'leads-base', 'Clientes e Leads', 'Base segmentada por compras e interesses', 0, 0],
      ['ads', 'facebook-ads', 'Anúncios de Esquenta', 'Público semelhante e remarketing', 0, 2],
      ['wait', 'capture-page', 'Lista de Espera', 'Inscrição para receber as ofertas primeiro', 1, 1],
      ['lp', 'landing-page', 'Página de Ofertas', 'Ofertas por categoria com selo de desconto', 2, 1],
      ['timer', 'countdown', 'Ofertas por Tempo Limitado', 'Cronômetro por lote de produtos', 3, 1],
      ['catalog', 'product-catalog', 'Vitrine Black Friday', 'Produtos com preço especial', 4, 1],
      ['checkout', 'checkout-page', 'Checkout com Order Bump', 'Adicional de um clique antes de pagar', 5, 1],
      ['confirm', 'purchase-confirmation', 'Pedido Confirmado', 'Confirmação e prazo de entrega', 6, 1],
      ['last', 'email', 'Última Chamada', 'E-mails e SMS nas últimas 6 horas', 4, 2],
    ],
    [
      ['base', 'wait'],
      ['ads', 'wait'],
      ['wait', 'lp'],
      ['lp', 'timer'],
      ['timer', 'catalog'],
      ['catalog', 'checkout'],
      ['checkout', 'confirm'],
      ['timer', 'last', 'alt'],
      ['last', 'checkout', 'alt'],
    ],
  ),

  // ───────────── E-mail Marketing ─────────────
  template(
    'sequencia-boas-vindas',
    'email-marketing',
    'Sequência de Boas-vindas',
    'Isca digital que capta o lead e uma sequência de 5 e-mails em 7 dias que apresenta a marca e termina com uma oferta.',
    [
      ['seo', 'seo', 'SEO', 'Artigos ranqueados que oferecem a isca', 0, 0],
      ['ads', 'instagram-ads', 'Anúncio da Isca', 'E-book gratuito para público frio', 0, 2],
      ['capture', 'capture-page', 'Página da Isca Digital', 'E-book gratuito em troca do e-mail', 1, 1],
      ['download', 'download-action', 'Baixa o E-book', 'Entrega imediata por e-mail', 2, 1],
      ['auto', 'automation', 'Automação de Boas-vindas', 'Sequência disparada na inscrição', 3, 1],
      ['e1', 'email', 'Dia 0 - Boas-vindas', 'Entrega da isca e apresentação da marca', 4, 1],
      ['e2', 'email', 'Dia 2 - História', 'A história do fundador e o porquê da marca', 5, 1],
      ['e3', 'email', 'Dia 4 - Prova Social', 'Casos de clientes e resultados', 6, 1],
      ['e4', 'email', 'Dia 7 - Oferta', 'Condição de boas-vindas por 48 horas', 7, 1],
      ['lp', 'landing-page', 'Página de Vendas', 'Oferta de entrada para novos leads', 8, 1],
      ['checkout', 'checkout-page', 'Checkout', 'Cupom de boas-vindas aplicado', 9, 1],
    ],
    [
      ['seo', 'capture'],
      ['ads', 'capture'],
      ['capture', 'download'],
      ['download', 'auto'],
      ['auto', 'e1'],
      ['e1', 'e2'],
      ['e2', 'e3'],
      ['e3', 'e4'],
      ['e4', 'lp'],
      ['lp', 'checkout'],
    ],
  ),
  template(
    'nutricao-newsletter',
    'email-marketing',
    'Nutrição de Leads com Newsletter',
    'Blog e SEO alimentam a lista; a newsletter semanal educa e leva os leads mais engajados a uma reunião comercial.',
    [
      ['blog', 'blog', 'Blog', 'Conteúdo educativo com formulário de inscrição', 1, 1],
      ['seo', 'seo', 'SEO', 'Tráfego orgânico para os artigos', 0, 1],
      ['capture', 'capture-page', 'Inscrição na Newsletter', 'Promessa: 1 e-mail útil por semana', 2, 1],
      ['base', 'leads-base', 'Base de Leads', 'Segmentada por assunto de interesse', 3, 1],
      ['auto', 'automation', 'Pontuação de Leads', 'Lead scoring por aberturas e cliques', 4, 1],
      ['news', 'email', 'Newsletter Semanal', 'Conteúdo, case da semana e chamada para ação', 5, 1],
      ['click', 'click-action', 'Clica no Convite', 'Leads com pontuação alta recebem o convite', 6, 1],
      ['lp', 'landing-page', 'Página do Diagnóstico', 'Convite para uma conversa gratuita', 7, 1],
      ['call', 'calendly', 'Reunião Comercial', 'Agenda com o time de vendas', 8, 1],
    ],
    [
      ['blog', 'capture'],
      ['seo', 'blog'],
      ['capture', 'base'],
      ['base', 'auto'],
      ['auto', 'news'],
      ['news', 'click'],
      ['click', 'lp'],
      ['lp', 'call'],
    ],
  ),
  template(
    'reengajamento-inativos',
    'email-marketing',
    'Reengajamento de Leads Inativos',
    'Recupera quem não abre e-mails há 90 dias com uma oferta exclusiva; quem continua inativo sai da lista para proteger a entrega.',
    [
      ['base', 'leads-base', 'Leads Inativos', 'Sem abertura ou clique nos últimos 90 dias', 0, 1],
      ['auto', 'automation', 'Segmentação', 'Filtra inativos e inicia a régua', 1, 1],
      ['e1', 'email', '"Sentimos sua falta"', 'Assunto pessoal e conteúdo mais acessado', 2, 1],
      ['click', 'click-action', 'Clicou?', 'Quem clica volta para a lista ativa', 3, 1],
      ['e2', 'email', 'Oferta Exclusiva', 'Desconto de retorno válido por 72 horas', 4, 0],
      ['lp', 'landing-page', 'Página da Oferta', 'Produto mais vendido com o desconto', 5, 0],
      ['checkout', 'checkout-page', 'Checkout', 'Cupom de retorno aplicado', 6, 0],
      ['bye', 'email', 'E-mail de Despedida', 'Última chance de continuar na lista', 4, 2],
      ['clean', 'automation', 'Limpeza da Lista', 'Remove quem não reagiu, melhora a entregabilidade', 5, 2],
    ],
    [
      ['base', 'auto'],
      ['auto', 'e1'],
      ['e1', 'click'],
      ['click', 'e2'],
      ['e2', 'lp'],
      ['lp', 'checkout'],
      ['click', 'bye', 'alt'],
      ['bye', 'clean'],
    ],
  ),
];
