// The component catalogue of docs/product.md: every type a funnel component can have,
// with its pt-BR title, short description, colour, icon and size (docs/product.md).
// Pure data (shared by the editor, templates, client portal and public page); icons are
// lucide-react icon NAMES, mapped to components in src/client/components/component-icon.tsx.

export type ComponentCategory = 'page' | 'traffic' | 'social' | 'community' | 'action' | 'other';

export interface ComponentSize {
  width: number;
  height: number;
}

export interface ComponentDef {
  type: string;
  title: string;
  description: string;
  /** Hex colour, e.g. #3b82f6. */
  color: string;
  /** lucide-react icon name in kebab-case, e.g. 'shopping-cart'. */
  icon: string;
  category: ComponentCategory;
  size: ComponentSize;
}

/** docs/product.md: page-type 200x240; social, ad, community and whatsapp-button 120x120; others 180x60. */
export const COMPONENT_SIZES = {
  page: { width: 200, height: 240 },
  square: { width: 120, height: 120 },
  bar: { width: 180, height: 60 },
} as const satisfies Record<string, ComponentSize>;

export const CATEGORY_LABELS: Record<ComponentCategory, string> = {
  page: 'Páginas',
  traffic: 'Tráfego',
  social: 'Redes Sociais',
  community: 'Comunidades',
  action: 'Ações',
  other: 'Outros',
};

type Entry = Omit<ComponentDef, 'size'>;

const page = (type: string, title: string, description: string, color: string, icon: string): Entry => ({
  type,
  title,
  description,
  color,
  icon,
  category: 'page',
});
const traffic = (type: string, title: string, description: string, color: string, icon: string): Entry => ({
  type,
  title,
  description,
  color,
  icon,
  category: 'traffic',
});
const social = (type: string, title: string, description: string, color: string, icon: string): Entry => ({
  type,
  title,
  description,
  color,
  icon,
  category: 'social',
});
const community = (type: string, title: string, description: string, color: string, icon: string): Entry => ({
  type,
  title,
  description,
  color,
  icon,
  category: 'community',
});
const action = (type: string, title: string, description: string, color: string, icon: string): Entry => ({
  type,
  title,
  description,
  color,
  icon,
  category: 'action',
});
const other = (type: string, title: string, description: string, color: string, icon: string): Entry => ({
  type,
  title,
  description,
  color,
  icon,
  category: 'other',
});

const ENTRIES: Entry[] = [
  // Pages (rendered as small page mock-ups)
  page('landing-page', 'Landing Page', 'Página de vendas ou apresentação da oferta', '#3b82f6', 'layout-template'),
  page('capture-page', 'Página de Captura', 'Captura nome e e-mail dos leads', '#06b6d4', 'magnet'),
  page('quiz-page', 'Página de Quiz', 'Quiz interativo para qualificar leads', '#a855f7', 'list-checks'),
  page('checkout-page', 'Checkout', 'Página de pagamento do pedido', '#22c55e', 'credit-card'),
  page('upsell-page', 'Upsell', 'Oferta complementar após a compra', '#10b981', 'trending-up'),
  page('downsell-page', 'Downsell', 'Oferta alternativa de menor valor', '#f59e0b', 'trending-down'),
  page('thank-you-page', 'Página de Obrigado', 'Agradecimento após a conversão', '#ec4899', 'party-popper'),
  page('purchase-confirmation', 'Confirmação de Compra', 'Confirma o pedido e os próximos passos', '#16a34a', 'badge-check'),
  page('members-area', 'Área de Membros', 'Acesso ao conteúdo do produto', '#6366f1', 'graduation-cap'),
  page('ecommerce-site', 'Loja Virtual', 'Site de e-commerce com os produtos', '#0ea5e9', 'store'),
  page('product-page', 'Página de Produto', 'Detalhes, fotos e preço de um produto', '#0891b2', 'package'),
  page('product-catalog', 'Catálogo de Produtos', 'Vitrine com vários produtos', '#0d9488', 'shopping-basket'),
  page('vsl', 'VSL', 'Página com vídeo de vendas', '#ef4444', 'square-play'),
  page('blog', 'Blog', 'Artigos que atraem e educam o público', '#64748b', 'newspaper'),

  // Paid traffic (120x120)
  traffic('ad', 'Anúncio', 'Anúncio pago genérico', '#f97316', 'megaphone'),
  traffic('facebook-ads', 'Facebook Ads', 'Anúncios pagos no Facebook', '#1877f2', 'thumbs-up'),
  traffic('instagram-ads', 'Instagram Ads', 'Anúncios pagos no Instagram', '#e1306c', 'camera'),
  traffic('google-ads', 'Google Ads', 'Anúncios na pesquisa e rede do Google', '#4285f4', 'search'),
  traffic('tiktok-ads', 'TikTok Ads', 'Anúncios pagos no TikTok', '#111827', 'music-2'),
  traffic('pinterest-ads', 'Pinterest Ads', 'Anúncios pagos no Pinterest', '#e60023', 'pin'),
  traffic('linkedin-ads', 'LinkedIn Ads', 'Anúncios pagos no LinkedIn', '#0a66c2', 'briefcase-business'),
  // Organic traffic sources (180x60)
  traffic('seo', 'SEO', 'Tráfego orgânico dos buscadores', '#84cc16', 'globe'),
  traffic('affiliates', 'Afiliados', 'Parceiros que vendem por comissão', '#eab308', 'handshake'),

  // Organic social (120x120)
  social('facebook-organic', 'Facebook Orgânico', 'Publicações orgânicas no Facebook', '#1877f2', 'thumbs-up'),
  social('instagram-organic', 'Instagram Orgânico', 'Posts, reels e stories orgânicos', '#c13584', 'camera'),
  social('youtube-organic', 'YouTube Orgânico', 'Vídeos orgânicos no YouTube', '#ff0000', 'tv-minimal-play'),
  social('influencers', 'Influenciadores', 'Divulgação por influenciadores', '#d946ef', 'star'),

  // Communities (120x120)
  community('whatsapp-groups', 'Grupos de WhatsApp', 'Grupos para nutrir e engajar leads', '#25d366', 'messages-square'),
  community('whatsapp-community', 'Comunidade WhatsApp', 'Comunidade no WhatsApp com avisos', '#128c7e', 'users'),
  community('instagram-community', 'Comunidade Instagram', 'Canal de transmissão e close friends', '#833ab4', 'users'),

  // Actions the lead takes (180x60)
  action('fill-action', 'Preencher', 'O lead preenche um formulário', '#8b5cf6', 'pencil-line'),
  action('click-action', 'Clicar', 'O lead clica em um botão ou link', '#8b5cf6', 'mouse-pointer-click'),
  action('watch-action', 'Assistir', 'O lead assiste a um vídeo', '#8b5cf6', 'play'),
  action('share-action', 'Compartilhar', 'O lead compartilha o conteúdo', '#8b5cf6', 'share-2'),
  action('download-action', 'Baixar', 'O lead baixa um material', '#8b5cf6', 'download'),
  action('reply-action', 'Responder', 'O lead responde uma mensagem', '#8b5cf6', 'reply'),
  action('start-action', 'Iniciar', 'O lead inicia uma jornada', '#8b5cf6', 'rocket'),
  action('access-action', 'Acessar', 'O lead acessa uma página ou área', '#8b5cf6', 'log-in'),
  action('buy-action', 'Comprar', 'O lead realiza a compra', '#8b5cf6', 'shopping-cart'),
  action('abandon-cart', 'Abandono de Carrinho', 'O lead sai sem concluir a compra', '#dc2626', 'shopping-cart'),
  action('create-account', 'Criar Conta', 'O lead cria uma conta', '#8b5cf6', 'user-round-plus'),

  // Other tools and touch points (180x60; whatsapp-button 120x120)
  other('email', 'E-mail', 'Envio de e-mail para a lista', '#f43f5e', 'mail'),
  other('automation', 'Automação', 'Sequência automática de mensagens', '#7c3aed', 'workflow'),
  other('leads-base', 'Base de Leads', 'Lista de contatos captados', '#0284c7', 'database'),
  other('cart-recovery', 'Recuperação de Carrinho', 'Mensagens para recuperar vendas', '#ea580c', 'refresh-ccw'),
  other('whatsapp-button', 'Botão WhatsApp', 'Botão que abre conversa no WhatsApp', '#25d366', 'message-circle'),
  other('qr-code', 'QR Code', 'Leva do offline para o online', '#334155', 'qr-code'),
  other('calendly', 'Agendamento', 'Agenda de reuniões (Calendly)', '#006bff', 'calendar-days'),
  other('webinar', 'Webinar', 'Apresentação ao vivo para leads', '#0f766e', 'presentation'),
  other('webinar-replay', 'Replay do Webinar', 'Gravação do webinar disponível', '#115e59', 'history'),
  other('countdown', 'Contagem Regressiva', 'Escassez com prazo da oferta', '#b91c1c', 'timer'),
];

const SQUARE_TYPES = new Set(['whatsapp-button']);

function sizeOf(e: Entry): ComponentSize {
  if (e.category === 'page') return { ...COMPONENT_SIZES.page };
  const isAd = e.type === 'ad' || e.type.endsWith('-ads');
  if (isAd || e.category === 'social' || e.category === 'community' || SQUARE_TYPES.has(e.type)) return { ...COMPONENT_SIZES.square };
  return { ...COMPONENT_SIZES.bar };
}

export const COMPONENT_CATALOGUE: readonly ComponentDef[] = Object.freeze(ENTRIES.map((e) => Object.freeze({ ...e, size: sizeOf(e) })));

const BY_TYPE = new Map(COMPONENT_CATALOGUE.map((d) => [d.type, d]));

export const COMPONENT_TYPES: readonly string[] = COMPONENT_CATALOGUE.map((d) => d.type);

/** The definition of a type, or undefined for a type not in the catalogue. */
export function getComponentDef(type: string): ComponentDef | undefined {
  return BY_TYPE.get(type);
}

/** A definition for any type: unknown types (old content, future types) render as a neutral box. */
export function componentDefOrFallback(type: string): ComponentDef {
  return BY_TYPE.get(type) ?? { type, title: type, description: '', color: '#64748b', icon: 'box', category: 'other', size: { ...COMPONENT_SIZES.bar } };
}

export function componentSize(type: string): ComponentSize {
  return { ...(BY_TYPE.get(type)?.size ?? COMPONENT_SIZES.bar) };
}

export function isPageType(type: string): boolean {
  return BY_TYPE.get(type)?.category === 'page';
}

/** Case- and accent-insensitive filter by title or description (Buscar componentes...). */
export function searchCatalogue(query: string, defs: readonly ComponentDef[] = COMPONENT_CATALOGUE): ComponentDef[] {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = norm(query.trim());
  if (!q) return [...defs];
  return defs.filter((d) => norm(d.title).includes(q) || norm(d.description).includes(q));
}
