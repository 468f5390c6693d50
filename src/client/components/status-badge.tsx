import { normalizeStatus, STATUS_META } from '#shared/funnel-status.ts';
import { Badge } from './ui/badge.tsx';

export function StatusBadge({ status, className }: { status: unknown; className?: string }) {
  const meta = STATUS_META[normalizeStatus(status)];
  return (
    <Badge tone={meta.tone} className={className} data-status={normalizeStatus(status)}>
      {meta.label}
    </Badge>
  );
}
