import type { ReactNode } from 'react';

export type MenuEntry = { kind: 'link'; to: string; label: string } | { kind: 'action'; label: string; onSelect: () => void; testId?: string } | { kind: 'separator' };

export interface MenuProps {
  /** What the trigger shows (text, avatar). */
  trigger: ReactNode;
  triggerClassName: string;
  /** Needed when the trigger shows no text. */
  triggerLabel?: string;
  testId?: string;
  align?: 'start' | 'end';
  /** Shown above the items, e.g. the user's name. */
  header?: ReactNode;
  items: MenuEntry[];
}
