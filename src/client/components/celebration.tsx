// The 'Funil Aprovado!' celebration after an approval, on the client portal and the public page.
import { PartyPopper } from 'lucide-react';

/** docs/product.md: the 'Funil Aprovado!' overlay, shown 3 seconds after approval. */
export function Celebration({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div
      className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center bg-slate-950/40"
      role="status"
      aria-live="assertive"
      data-testid="celebration"
    >
      <div className="mx-4 flex animate-bounce flex-col items-center gap-3 rounded-2xl bg-white px-10 py-8 text-center shadow-2xl">
        <PartyPopper className="size-14 text-green-600" aria-hidden="true" />
        <p className="text-3xl font-extrabold text-green-700">Funil Aprovado!</p>
        <p className="text-sm text-slate-600">Obrigado! A agência foi avisada.</p>
      </div>
    </div>
  );
}
