import type { ComponentPropsWithRef } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonClassOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  iconOnly?: boolean;
  block?: boolean;
  className?: string;
}

/** Class list for anything that should look like a button (also router links). */
export function buttonClass({ variant = 'secondary', size = 'md', iconOnly, block, className }: ButtonClassOptions = {}): string {
  return [
    'btn',
    variant !== 'secondary' && `btn--${variant}`,
    size !== 'md' && `btn--${size}`,
    iconOnly && 'btn--icon',
    block && 'btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

// React 19 passes `ref` as an ordinary prop, so it travels through `rest`.
type ButtonProps = ComponentPropsWithRef<'button'> & Omit<ButtonClassOptions, 'className'>;

export function Button({ variant, size, iconOnly, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, iconOnly, block, className })} {...rest} />;
}
