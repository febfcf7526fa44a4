import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * A list of focusable cards with one tab stop (roving tabindex): ArrowUp/Down, Home/End move the focus;
 * `keys` maps a letter to an action on the focused card. Keys typed into a field inside are left alone.
 */
export function useRovingList(count: number, keys: Record<string, (index: number) => void>) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));
  const focus = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    refs.current[next]?.focus();
  };
  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      refs.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, [role="combobox"]')) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const move: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: count - 1,
      };
      const to = move[event.key];
      if (to !== undefined && target === event.currentTarget) {
        event.preventDefault();
        focus(to);
        return;
      }
      const action = keys[event.key.toLowerCase()];
      if (action && event.key.length === 1) {
        event.preventDefault();
        action(index);
      }
    },
  });
  return { itemProps, focus, active: current };
}
