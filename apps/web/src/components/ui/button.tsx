import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * The looks a button has in the app (styles/global.css): `primary` the gold call to action,
 * `secondary` gold outline, `ghost` a quiet surface (cancel, load more), `link` underlined text
 * for a minor action beside another (remove a limit).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

const variantClassNames: Record<ButtonVariant, string> = {
  primary: 'button button--gold',
  secondary: 'button button--outline',
  ghost: 'button button--ghost',
  link: 'button button--link',
};

interface ButtonLook {
  variant?: ButtonVariant;
  /** As wide as its column. */
  block?: boolean;
  className?: string;
}

export function buttonClassName({ variant = 'primary', block = false, className }: ButtonLook) {
  return [variantClassNames[variant], block ? 'button--block' : null, className]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; `type="button"` unless it submits its form. */
export function Button({ variant, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, block, className })} {...rest} />
  );
}

/** A link inside the app that looks like a button. */
export function ButtonLink({
  variant,
  block,
  className,
  ...rest
}: ButtonLook & ComponentProps<typeof Link>) {
  return <Link className={buttonClassName({ variant, block, className })} {...rest} />;
}
