// A filter select whose Radix code (Select, its positioning and focus layers: about 20 KB
// gzipped) loads when someone opens it, not with the page (issue 14). Until then the page shows
// a button drawn exactly like the select's trigger, with the chosen option's text; opening it
// (click, Enter, Space, arrow keys) mounts the real select already open. Pointing at it or
// focusing it starts the download, so the open rarely waits.
import { ChevronDown } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { cn } from '../lib/utils.ts';
import type { OptionSelectProps } from './option-select.tsx';
import { SELECT_TRIGGER_CLASS } from './ui/select-trigger-class.ts';

export type { SelectOption } from './option-select.tsx';

type Real = ComponentType<OptionSelectProps & { defaultOpen?: boolean }>;
let loaded: Real | null = null;
const load = () =>
  import('./option-select.tsx').then((m) => {
    loaded = m.OptionSelect;
    return { default: m.OptionSelect };
  });
const RealSelect = lazy(load);

export function LazySelect(props: OptionSelectProps) {
  // Swapped only on opening (or already loaded at mount): a swap while the stand-in has the
  // focus would drop it.
  const [LoadedAtMount] = useState<Real | null>(() => loaded);
  const [opened, setOpened] = useState(false);
  if (LoadedAtMount) return <LoadedAtMount {...props} />;
  const trigger = <Trigger {...props} onOpen={() => setOpened(true)} />;
  if (!opened) return trigger;
  // Always the lazy wrapper here, even once loaded: a change of component type would remount
  // the select, and defaultOpen would open it again after each choice.
  return (
    <Suspense fallback={trigger}>
      <RealSelect {...props} defaultOpen />
    </Suspense>
  );
}

const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

function Trigger({ value, options, className, onOpen, ...aria }: OptionSelectProps & { onOpen: () => void }) {
  const preload = () => void load();
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={aria['aria-label']}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      onPointerEnter={preload}
      onFocus={preload}
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
