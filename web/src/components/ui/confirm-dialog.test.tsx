import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog open={open} onOpenChange={setOpen} {...props}>
      Delete this user?
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it("is titled 'Confirmation' with 'Cancel' and 'OK' by default", async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Harness okButton={{ onClick }} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Delete this user?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("is an 'Alert' with only OK when there is no cancel button", async () => {
    const user = userEvent.setup();
    render(<Harness cancelButton={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Alert' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs an async OK handler, then closes', async () => {
    let resolve!: () => void;
    const onClick = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<Harness title="Delete user" okButton={{ label: 'Delete', onClick, variant: 'danger' }} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    resolve();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps OK disabled until the required checkbox is ticked', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Harness okButton={{ onClick }} confirmText="I understand this cannot be undone" />);
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
