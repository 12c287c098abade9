import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { MenuProps } from './menu-types.ts';

interface Props extends MenuProps {
  defaultOpen: boolean;
  /** The placeholder button had focus; keep it on the real trigger that replaces it. */
  focusTrigger: boolean;
}

export function DropdownMenuImpl({ trigger, triggerClassName, triggerLabel, testId, align = 'start', header, items, defaultOpen, focusTrigger }: Props) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName} aria-label={triggerLabel} data-testid={testId}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align={align} sideOffset={8}>
          {header ? (
            <>
              <DropdownMenu.Label className="menu-label">{header}</DropdownMenu.Label>
              <DropdownMenu.Separator className="menu-separator" />
            </>
          ) : null}
          {items.map((item, index) =>
            item.kind === 'separator' ? (
              <DropdownMenu.Separator key={index} className="menu-separator" />
            ) : item.kind === 'link' ? (
              <DropdownMenu.Item key={index} asChild className="menu-item">
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={index} className="menu-item" onSelect={item.onSelect} data-testid={item.testId}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
