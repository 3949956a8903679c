import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClass } from './input.tsx';

/** A password input with a Show password / Hide password button (SPEC §2). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function PasswordInput({ className, ...rest }, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} type={visible ? 'text' : 'password'} className={cn(inputClass, 'pr-10', className)} {...rest} />
      <button
        type="button"
        aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        className="absolute top-1/2 right-1 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded text-muted hover:text-fg"
      >
        {visible ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
      </button>
    </div>
  );
});
