// A filter select whose Radix code (Select, its positioning and focus layers: about 20 KB
// gzipped) loads when someone opens it, not with the page (decision 011). Until then the page shows
// a button drawn exactly like the select's trigger, with the chosen option's text; opening it
// (click, Enter, Space, arrow keys) mounts the real select already open. Pointing at it or
// focusing it starts the download, so the open rarely waits.
import { ChevronDown } from 'lucide-react';
import { lazyControl } from '../lib/load-on-use.tsx';
import { cn } from '../lib/utils.ts';
import type { OptionSelectProps } from './option-select.tsx';
import { SELECT_TRIGGER_CLASS } from './ui/select-trigger-class.ts';

export type { SelectOption } from './option-select.tsx';

const RealSelect = lazyControl<OptionSelectProps>(() => import('./option-select.tsx').then((m) => m.OptionSelect));

export function LazySelect(props: OptionSelectProps) {
  return <RealSelect {...props} standIn={({ open, preload }) => <Trigger {...props} onOpen={open} onPreload={preload} />} />;
}

const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

function Trigger({ value, options, className, onOpen, onPreload, ...aria }: OptionSelectProps & { onOpen: () => void; onPreload: () => void }) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={aria['aria-label']}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (!OPEN_KEYS.has(e.key)) return;
        e.preventDefault();
        onOpen();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{options.find((o) => o.value === value)?.label}</span>
      <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
    </button>
  );
}
