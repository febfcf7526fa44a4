import { type ComponentType, useEffect, useState } from 'react';

/** The quick panel's drawer leaves in 195 ms (MUI's leavingScreen); opening after it is out avoids a race. */
export const AFTER_PANEL_CLOSES_MS = 300;

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog as the quick panel opens it: the panel closes its drawer and mounts the dialog in the same
 * moment, and when the dialog registers with MUI's modal manager while the drawer is still leaving, the
 * manager can leave the dialog's root aria-hidden (screen readers then lose the whole dialog). Opening
 * the dialog once the drawer is gone keeps it visible to assistive technology.
 */
export function openedAfterPanel<P extends DialogProps>(Dialog: ComponentType<P>): ComponentType<P> {
  function QuickPanelEntry(props: P) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      if (!props.open) {
        setReady(false);
        return;
      }
      const timer = window.setTimeout(() => setReady(true), AFTER_PANEL_CLOSES_MS);
      return () => window.clearTimeout(timer);
    }, [props.open]);
    return <Dialog {...props} open={props.open && ready} />;
  }
  return QuickPanelEntry;
}
