import { useState } from 'react';

/** A create-or-edit dialog's state: opened empty (to create) or with the item it edits. */
export function useFormDialog<T>() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const openWith = (item: T | null) => {
    setEditing(item);
    setOpen(true);
  };
  return { open, setOpen, editing, openNew: () => openWith(null), openEdit: (item: T) => openWith(item) };
}
