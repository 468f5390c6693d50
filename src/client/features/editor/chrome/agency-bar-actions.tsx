// The agency's actions in the editor's top bar. On a computer: Revisores, Histórico,
// Compartilhar, Publicar and Salvar. On a phone the canvas is read-only, so the bar keeps
// Revisores and puts publishing, sharing and the history under "Mais ações" (more-actions-dialog.tsx).
import { History, MoreHorizontal, Save, Send, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ReviewersButton } from '../reviewers-button.tsx';
import { BarButton } from './bar-button.tsx';

export interface AgencyBarActionsProps {
  phone: boolean;
  saving: boolean;
  onReviewers: () => void;
  onHistory: () => void;
  onShare: () => void;
  onPublish: () => void;
  onSave: () => void;
  onMore: () => void;
}

export function AgencyBarActions(p: AgencyBarActionsProps) {
  if (p.phone)
    return (
      <div className="flex items-center gap-1">
        <ReviewersButton compact onClick={p.onReviewers} />
        <Button
          size="icon"
          variant="outline"
          className="size-8 border-slate-700 bg-slate-800 text-white hover:bg-slate-700"
          aria-label="Mais ações"
          title="Mais ações"
          onClick={p.onMore}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </div>
    );
  return (
    <div className="flex items-center gap-1.5">
      <ReviewersButton onClick={p.onReviewers} />
      <BarButton icon={History} label="Histórico" onClick={p.onHistory} />
      <BarButton icon={Share2} label="Compartilhar" onClick={p.onShare} />
      <BarButton icon={Send} label="Publicar" onClick={p.onPublish} />
      <Button size="sm" className="bg-orange-700 text-white hover:bg-orange-800" onClick={p.onSave} disabled={p.saving}>
        <Save aria-hidden="true" /> Salvar
      </Button>
    </div>
  );
}
