import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Button, { type ButtonProps } from 'antd/es/button';
import theme from 'antd/es/theme';

interface PopoverProps {
  /** Props of the antd text button that opens the popup (accessible name, data-testid, icon, content). */
  button: Omit<ButtonProps, 'onClick' | 'onKeyDown'> & { 'data-testid'?: string };
  /** `menu`: role="menu" whose `[role="menuitem"]` children the arrow keys move through; `dialog`: a labelled region. */
  kind: 'menu' | 'dialog';
  /** The popup's accessible name. */
  label: string;
  /** Choosing an enabled menu item, or clicking an element marked `data-closes-popup`, closes the popup. */
  children: ReactNode;
}

const ITEM = '[role="menuitem"]:not([aria-disabled="true"]):not([disabled])';
const CLOSES = `${ITEM}, [data-closes-popup]`;

function items(popup: HTMLElement | null): HTMLElement[] {
  return popup ? Array.from(popup.querySelectorAll<HTMLElement>(ITEM)) : [];
}

/**
 * Token colours of antd's dropdown; the item look itself is in index.html (.popup-item), read from these variables.
 * Exported for the focus ring's contrast test (shell/src/focus-rings.test.ts).
 */
export function popupVars(token: ReturnType<typeof theme.useToken>['token']): Record<string, string> {
  return {
    '--popup-item-hover': token.controlItemBgHover,
    '--popup-radius': `${token.borderRadiusSM}px`,
    '--popup-focus': token.colorPrimaryBorder,
  };
}

/**
 * A button that opens a popup below it, aligned to its end (the header's user menu and notification bell). Our own
 * instead of antd's Dropdown, which brings rc-menu, rc-trigger and rc-overflow (57 KiB gzip) to every cockpit page
 * (ADR 0004). Menu button pattern of the WAI-ARIA practices: Enter, Space and ArrowDown open a menu on its first
 * item, ArrowUp on its last; ArrowUp/ArrowDown/Home/End move within it; Escape closes it and focus returns to the
 * button; Tab, a click outside or choosing an item close it too (choosing returns focus to the button, as Escape).
 */
export function Popover({ button, kind, label, children }: PopoverProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  // Which item a menu focuses once it is rendered: the first, or the last after ArrowUp on the button.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (kind === 'menu') {
      const all = items(popup.current);
      (focusOnOpen === 'last' ? all.at(-1) : all[0])?.focus();
    } else {
      popup.current?.focus();
    }
  }, [open, kind, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside closes it; focus stays where the press put it.
    const outside = (e: PointerEvent | MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, close]);

  const openWith = (first: 'first' | 'last') => {
    setFocusOnOpen(first);
    setOpen(true);
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (open && e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (kind !== 'menu' || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    openWith(e.key === 'ArrowUp' ? 'last' : 'first');
  };

  const onPopupKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (kind !== 'menu') return;
    if (e.key === 'Tab') {
      // Leaving a menu with Tab closes it; the browser moves focus on from the item as usual.
      close(false);
      return;
    }
    const all = items(popup.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[e.key];
    if (next === undefined || !all.length) return;
    e.preventDefault();
    all[next].focus();
  };

  const vars = popupVars(token);
  return (
    <span ref={wrapper} style={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        ref={trigger}
        type="text"
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        {...button}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      />
      {open && (
        <div
          ref={popup}
          id={id}
          role={kind}
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onPopupKeyDown}
          onClick={(e) => {
            if ((e.target as Element).closest(CLOSES)) close();
          }}
          style={{
            ...vars,
            position: 'absolute',
            top: 'calc(100% + 4px)',
            insetInlineEnd: 0,
            zIndex: token.zIndexPopupBase + 50,
            minWidth: 160,
            background: token.colorBgElevated,
            color: token.colorText,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            padding: kind === 'menu' ? 4 : 12,
            outline: 'none',
          }}
        >
          {children}
        </div>
      )}
    </span>
  );
}
