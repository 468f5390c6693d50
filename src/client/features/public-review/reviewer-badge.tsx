// Who is reviewing on this browser (decision 008): "Verificado como" once the email was proven,
// otherwise the typed name marked "não verificado" with the way to verify or to change it.
import { BadgeCheck } from 'lucide-react';
import type { PublicIdentity, PublicReviewer } from '#shared/schemas/portal.ts';

const BOX = 'absolute bottom-3 left-3 z-30 max-w-[calc(100%-1.5rem)] rounded-md bg-slate-900/90 px-2 py-1 text-xs text-slate-300 shadow sm:max-w-[70%]';

export function ReviewerBadge({
  verified,
  who,
  onVerify,
  onChange,
}: {
  verified: PublicReviewer | null;
  who: PublicIdentity | null;
  onVerify: () => void;
  /** "trocar", or "Identificar-me" for who chose only to look. */
  onChange: () => void;
}) {
  if (verified) {
    return (
      <p className={`${BOX} flex items-start gap-1`} data-testid="reviewer-badge">
        <BadgeCheck className="size-4 shrink-0 text-green-400" aria-hidden="true" />
        <span className="min-w-0 break-words">
          Verificado como <strong className="text-white">{verified.name}</strong> ({verified.email})
        </span>
      </p>
    );
  }
  if (!who) {
    return (
      <p className={`${BOX} flex flex-wrap items-center gap-x-1.5 gap-y-0.5`} data-testid="reviewer-badge">
        <span>Só visualizando</span>
        <button type="button" className="font-medium text-green-300 underline" onClick={onChange}>
          Identificar-me
        </button>
      </p>
    );
  }
  return (
    <p className={`${BOX} flex flex-wrap items-center gap-x-1.5 gap-y-0.5`} data-testid="reviewer-badge">
      <span className="max-w-full truncate">
        Revisando como <strong className="text-white">{who.clientName}</strong>
      </span>
      <span className="text-slate-400">(não verificado)</span>
      <button type="button" className="font-medium text-green-300 underline" onClick={onVerify}>
        Verificar meu email
      </button>
      <button type="button" className="text-amber-300 underline" onClick={onChange}>
        trocar
      </button>
    </p>
  );
}
