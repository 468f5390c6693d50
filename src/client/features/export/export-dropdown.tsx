// The Exportar menu itself (Radix DropdownMenu), loaded when it is first opened (export-menu.tsx).
import { DropdownMenu } from 'radix-ui';
import { TRIGGER_CLASS, TriggerContent } from './export-trigger.tsx';
import type { ExportKind } from './export-types.ts';

const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-100 outline-none data-[highlighted]:bg-slate-700 data-[disabled]:opacity-50';

export function ExportDropdown({ busy, onRun, defaultOpen }: { busy: ExportKind | null; onRun: (kind: ExportKind) => void; defaultOpen?: boolean }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={TRIGGER_CLASS} aria-label="Exportar" disabled={busy !== null} data-testid="export-trigger">
        <TriggerContent busy={busy} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[60] min-w-36 rounded-lg border border-slate-700 bg-slate-900 p-1 shadow-xl">
          <DropdownMenu.Item className={itemClass} onSelect={() => onRun('png')}>
            PNG
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onRun('pdf')}>
            PDF
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
