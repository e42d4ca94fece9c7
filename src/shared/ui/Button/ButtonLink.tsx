import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../cx';
import type { ButtonSize, ButtonVariant } from './Button';
import styles from './Button.module.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * A router link that looks like a Button, for actions that go somewhere
 * (Update, Post Vacancy): a link for assistive technology, a button to the eye.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, className, ...rest },
  ref,
) {
  return <Link ref={ref} className={cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)} {...rest} />;
});
