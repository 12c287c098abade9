import { useState, type ComponentType } from 'react';
import type { MenuProps } from './menu-types.ts';

type Impl = ComponentType<MenuProps & { defaultOpen: boolean; focusTrigger: boolean }>;

let loaded: Impl | null = null;
let loading: Promise<Impl> | null = null;

function loadImpl(): Promise<Impl> {
  loading ??= import('./dropdown-menu-impl.tsx').then((module) => (loaded = module.DropdownMenuImpl));
  return loading;
}

/**
 * A dropdown menu whose code (Radix + positioning, ~25 KB) arrives when the user shows intent —
 * hover, focus or press — instead of on every first visit. Until then the trigger is a plain button.
 */
export function Menu(props: MenuProps) {
  const [impl, setImpl] = useState<Impl | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);

  if (impl) {
    const Loaded = impl;
    return <Loaded {...props} defaultOpen={openOnLoad} focusTrigger={focused} />;
  }

  const prepare = () => void loadImpl().then((component) => setImpl(() => component));
  return (
    <button
      type="button"
      className={props.triggerClassName}
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={props.testId}
      onPointerEnter={prepare}
      onFocus={() => {
        setFocused(true);
        prepare();
      }}
      onClick={() => {
        setOpenOnLoad(true);
        prepare();
      }}
    >
      {props.trigger}
    </button>
  );
}
