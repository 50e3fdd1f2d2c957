import { useState } from 'react';

/** A dialog opened from elsewhere (the phone's "More" menu) instead of its own button. */
export interface ControlledOpenProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  withoutTrigger?: boolean;
}

/** The dialog's open state: the caller's when it passes one, else its own. */
export function useControlledOpen({ open, onOpenChange }: ControlledOpenProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  return [open ?? ownOpen, onOpenChange ?? setOwnOpen] as const;
}
