import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface OtpInputProps {
  /** Number of slots (SPEC §2: configurable length). */
  length?: number;
  value: string;
  onChange: (value: string) => void;
  /** Called once every slot is filled. */
  onComplete?: (value: string) => void;
  /** Characters a slot accepts; others are dropped. Letters are upper-cased. */
  allowed?: RegExp;
  disabled?: boolean;
  label?: string;
  /** The on-screen keyboard: `numeric` for codes of digits only (TOTP). */
  inputMode?: 'text' | 'numeric';
  /** The code was refused: every slot shows it (aria-invalid, danger border), as text fields do. */
  invalid?: boolean;
}

/**
 * One-time code input of separate slots. Typing moves forward, Backspace moves back, paste and
 * browser autofill (autocomplete="one-time-code" delivers the whole code into one slot) fill every
 * slot from the caret on.
 */
export function OtpInput({ length = 6, value, onChange, onComplete, allowed = /[A-Za-z0-9]/, disabled, label, inputMode = 'text', invalid = false }: OtpInputProps) {
  const { t } = useTranslation();
  const shownLabel = label ?? t('ui.oneTimeCode');
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');

  const clean = (text: string) =>
    Array.from(text)
      .filter((c) => allowed.test(c))
      .join('')
      .toUpperCase();

  const fillFrom = (index: number, text: string) => {
    const incoming = clean(text);
    if (!incoming) return;
    const next = chars.slice();
    let i = index;
    for (const c of incoming) {
      if (i >= length) break;
      next[i++] = c;
    }
    const joined = next.join('');
    onChange(joined);
    refs.current[Math.min(i, length - 1)]?.focus();
    if (joined.length === length && next.every(Boolean)) onComplete?.(joined);
  };

  const onInput = (index: number, raw: string) => {
    if (raw === '') {
      const next = chars.slice();
      next[index] = '';
      onChange(next.join('').slice(0, length));
      return;
    }
    // A slot that already held a character receives it plus the new one; keep the new one.
    const typed = raw.length === 2 && chars[index] && raw.includes(chars[index]) ? raw.replace(chars[index], '') : raw;
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !chars[index] && index > 0) {
      e.preventDefault();
      const next = chars.slice();
      next[index - 1] = '';
      onChange(next.join(''));
      refs.current[index - 1]?.focus();
    } else if (e.key === 'ArrowLeft' && index > 0) {
      refs.current[index - 1]?.focus();
    } else if (e.key === 'ArrowRight' && index < length - 1) {
      refs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fillFrom(index, e.clipboardData.getData('text'));
  };

  return (
    // The slots share the full width of their container (a card's content), whatever its size.
    <div role="group" aria-label={shownLabel} className="grid gap-2" style={{ gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))` }}>
      {chars.map((c, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          aria-label={t('ui.otpCharacter', { label: shownLabel, n: i + 1, length })}
          value={c}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          inputMode={inputMode}
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          className={cn('h-11 w-full min-w-0 rounded-md border border-control bg-surface text-center font-mono text-lg uppercase outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:opacity-60 aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:ring-danger/30')}
        />
      ))}
    </div>
  );
}
