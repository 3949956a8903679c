import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, Toaster, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('uses the spec constants: 5000 ms, swipe 50 px, F8', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('closes by itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Saved' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => toast({ title: 'First' }));
    act(() => toast({ title: 'Second' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ }).querySelectorAll('li')).toHaveLength(1);
  });

  it('F8 moves focus to the notifications region', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Hello' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.contains(document.activeElement) || region === document.activeElement).toBe(true);
  });

  it('closes from its Close button', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Bye' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });

  it('refuses an empty viewport label and an action without alt text', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Toaster label=" " />)).toThrow('Toast viewport needs a non-empty label');
    spy.mockRestore();
    expect(() => toast({ title: 'x', action: { label: 'Undo', altText: '', onClick: () => {} } })).toThrow(/altText/);
  });
});
