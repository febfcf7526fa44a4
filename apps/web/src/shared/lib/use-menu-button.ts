import { type MouseEvent, useId, useState } from 'react';

/**
 * A button that opens a menu: where the menu hangs (the button, while open), and the ARIA that ties
 * the button to the menu. Spread `buttonProps` on the button and `menuProps` on the Menu.
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return {
    isOpen: anchor !== null,
    close,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? true : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: { id: menuId, anchorEl: anchor, open: anchor !== null, onClose: close },
  };
}
