// A button of the agency's top bar actions (Histórico, Compartilhar, Publicar). Its word shows
// only on the widest screens: narrower, the icon (named, with the word in its tooltip) leaves the
// funnel's title its room beside the badges.
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

export function BarButton({ icon: Icon, label, onClick }: { icon: LucideIcon; label: string; onClick: () => void }) {
  return (
    <Tooltip content={label} side="bottom">
      <Button size="sm" variant="outline" className="border-slate-700 bg-slate-800 px-2 text-white hover:bg-slate-700 min-[1800px]:px-3" onClick={onClick}>
        <Icon aria-hidden="true" />
        <span className="sr-only min-[1800px]:not-sr-only">{label}</span>
      </Button>
    </Tooltip>
  );
}
