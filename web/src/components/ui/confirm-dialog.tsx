import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { CheckboxField } from './checkbox.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Defaults to 'Confirmation' when there is a cancel button, else 'Alert' (SPEC §2). */
  title?: string;
  children?: ReactNode;
  /** false = an alert with only OK. */
  cancelButton?: boolean | { label?: string };
  okButton?: { label?: string; variant?: ButtonVariant; onClick?: () => void | Promise<void> };
  /** When given, OK stays disabled until this checkbox is ticked (irreversible actions). */
  confirmText?: string;
}

/** The spec's confirm dialog: 'Cancel' / 'OK', optionally gated on a ticked checkbox. */
export function ConfirmDialog({ open, onOpenChange, title, children, cancelButton = true, okButton, confirmText }: ConfirmDialogProps) {
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const hasCancel = cancelButton !== false;
  const cancelLabel = typeof cancelButton === 'object' && cancelButton.label ? cancelButton.label : 'Cancel';
  const resolvedTitle = title ?? (hasCancel ? 'Confirmation' : 'Alert');

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) setChecked(false);
    onOpenChange(next);
  };

  const ok = async () => {
    setBusy(true);
    try {
      await okButton?.onClick?.();
      setChecked(false);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={resolvedTitle}
      modal="buttons-only"
      footer={
        <>
          {hasCancel && (
            <Button variant="outline" onClick={() => close(false)} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={okButton?.variant ?? 'primary'} onClick={ok} loading={busy} disabled={!!confirmText && !checked}>
            {okButton?.label ?? 'OK'}
          </Button>
        </>
      }
    >
      <div className="text-sm text-fg">{children}</div>
      {confirmText && (
        <CheckboxField className="mt-4" label={confirmText} checked={checked} onCheckedChange={setChecked} />
      )}
    </Dialog>
  );
}

// A single app-wide alert host, so non-component code (CSV export) can show the spec's 'Alert'.
type AlertListener = (message: string | null) => void;
let alertListener: AlertListener | null = null;

export function showAlert(message: string): void {
  if (alertListener) alertListener(message);
  else window.alert(message);
}

export function AlertHost() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    alertListener = setMessage;
    return () => {
      alertListener = null;
    };
  }, []);
  return (
    <ConfirmDialog open={message !== null} onOpenChange={(o) => !o && setMessage(null)} cancelButton={false}>
      {message}
    </ConfirmDialog>
  );
}
