import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/close-icon';
import { Backdrop, CloseButton, Description, Overlay, Panel, Title, type DialogSize } from './dialog.styles';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** false: Escape and the backdrop do nothing (e.g. a step the user must finish). */
  dismissible?: boolean;
  hideCloseButton?: boolean;
  /** e.g. while a delete is pending. */
  closeDisabled?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: DialogSize;
};

export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  dismissible = true,
  hideCloseButton = false,
  closeDisabled = false,
  initialFocusRef,
  size = 'md',
}: Omit<DialogProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const trapTab = useFocusTrap(panelRef, initialFocusRef);
  useScrollLock(true);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React events bubble through portals: leave keys from a dialog stacked on top of this one to that dialog.
    if (!(event.target instanceof Node) || !panelRef.current?.contains(event.target)) return;
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };

  return createPortal(
    <Overlay>
      <Backdrop data-testid="dialog-backdrop" aria-hidden="true" onClick={dismissible ? onClose : undefined} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        $size={size}
      >
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
        {/* Last in the DOM (drawn top-right) so first focus lands on the content: a field, or Cancel before Delete. */}
        {hideCloseButton ? null : (
          <CloseButton type="button" aria-label="Close" disabled={closeDisabled} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        )}
      </Panel>
    </Overlay>,
    document.body,
  );
}
