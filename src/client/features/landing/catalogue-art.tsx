// Catalogue components as the landing page draws them (src/shared/canvas/catalogue.ts), with
// only the icons its drawings need (the art is prerendered; in the app the page stays small).
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import {
  BadgeCheck,
  CreditCard,
  Database,
  LayoutTemplate,
  Magnet,
  Mail,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  PartyPopper,
  Presentation,
  RefreshCcw,
  Search,
  ShoppingCart,
  SquarePlay,
  ThumbsUp,
  Camera,
  TrendingDown,
  TrendingUp,
  Workflow,
  type LucideIcon,
  Box,
} from 'lucide-react';

export type NodeShape = 'page' | 'square' | 'bar';
export interface NodeDef {
  title: string;
  color: string;
  icon: string;
  shape: NodeShape;
}

const ICONS: Record<string, LucideIcon> = {
  'badge-check': BadgeCheck,
  'credit-card': CreditCard,
  database: Database,
  'layout-template': LayoutTemplate,
  magnet: Magnet,
  mail: Mail,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'messages-square': MessagesSquare,
  'party-popper': PartyPopper,
  presentation: Presentation,
  'refresh-ccw': RefreshCcw,
  search: Search,
  'shopping-cart': ShoppingCart,
  'square-play': SquarePlay,
  'thumbs-up': ThumbsUp,
  camera: Camera,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  workflow: Workflow,
};

/** Title, colour, icon and shape of a catalogue type (docs/product.md). */
export function nodeDef(type: string): NodeDef {
  const d = componentDefOrFallback(type);
  const shape: NodeShape = d.category === 'page' ? 'page' : d.size.width === d.size.height ? 'square' : 'bar';
  return { title: d.title, color: d.color, icon: d.icon, shape };
}

/** Whether the drawings have the catalogue icon (otherwise a neutral box is drawn). */
export const hasIcon = (icon: string) => icon in ICONS;

export function NodeIcon({ icon, x, y, size, color }: { icon: string; x: number; y: number; size: number; color: string }) {
  const Icon = ICONS[icon] ?? Box;
  return <Icon x={x} y={y} width={size} height={size} color={color} strokeWidth={2.2} aria-hidden="true" />;
}
