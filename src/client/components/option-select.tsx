// A select over a list of options (Radix Select). Pages load it through lazy-select.tsx.
import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface OptionSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  'aria-label': string;
  className?: string;
}

export function OptionSelect({ value, onValueChange, options, className, defaultOpen, ...aria }: OptionSelectProps & { defaultOpen?: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger aria-label={aria['aria-label']} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
