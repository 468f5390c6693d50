// "Mais ações" on a phone: the agency's editor is read-only below 640 px (no drawing there),
// yet a phone must not be a dead end. What a member does on the go (publish, share, read the
// history) opens from here; Revisores, the due date, Apresentar and the comments stay in the bar.
import { History, Send, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

export interface MoreActions {
  onPublish: () => void;
  onShare: () => void;
  onHistory: () => void;
}

export function MoreActionsDialog({ open, onOpenChange, ...actions }: MoreActions & { open: boolean; onOpenChange: (o: boolean) => void }) {
  // Each action closes the sheet first, so its own dialog takes the focus.
  const run = (f: () => void) => () => {
    onOpenChange(false);
    f();
  };
  const item = (icon: ReactNode, label: string, f: () => void) => (
    <Button variant="outline" size="lg" className="w-full justify-start" onClick={run(f)}>
      {icon} {label}
    </Button>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mais ações</DialogTitle>
          <DialogDescription>Para desenhar, abra no computador. Daqui você publica, compartilha e vê o histórico.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {item(<Send aria-hidden="true" />, 'Publicar', actions.onPublish)}
          {item(<Share2 aria-hidden="true" />, 'Compartilhar', actions.onShare)}
          {item(<History aria-hidden="true" />, 'Histórico', actions.onHistory)}
        </div>
      </DialogContent>
    </Dialog>
  );
}
