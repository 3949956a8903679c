import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input.tsx';

function Harness({ length = 6, onComplete = vi.fn() }: { length?: number; onComplete?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput length={length} value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}
const slots = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('renders one slot per character of the configured length', () => {
    render(<Harness length={8} />);
    expect(slots()).toHaveLength(8);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(slots()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves forward as you type, upper-cases letters and completes', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(<Harness onComplete={onComplete} />);
    await user.click(slots()[0]);
    await user.keyboard('ab12c9');
    expect(screen.getByTestId('value').textContent).toBe('AB12C9');
    expect(onComplete).toHaveBeenCalledWith('AB12C9');
    expect(slots()[5]).toHaveFocus();
  });

  it('ignores characters outside the allowed set', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(slots()[0]);
    await user.keyboard('1-2 3');
    expect(screen.getByTestId('value').textContent).toBe('123');
  });

  it('Backspace on an empty slot clears the previous one and moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(slots()[0]);
    await user.keyboard('12');
    expect(slots()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value').textContent).toBe('1');
    expect(slots()[1]).toHaveFocus();
  });

  it('fills every slot from a paste', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(<Harness onComplete={onComplete} />);
    await user.click(slots()[0]);
    await user.paste(' 987 654 ');
    expect(slots().map((s) => (s as HTMLInputElement).value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('accepts an autofilled code delivered into the first slot', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(slots()[0], { target: { value: 'XYZ123' } });
    expect(screen.getByTestId('value').textContent).toBe('XYZ123');
    expect(onComplete).toHaveBeenCalledWith('XYZ123');
  });
});
