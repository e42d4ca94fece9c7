import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../cx';
import styles from './DisclosureButton.module.css';

export interface DisclosureButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-expanded' | 'aria-controls'> {
  /** Whether what it shows and hides is shown. */
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls: string;
}

/**
 * A link-styled button that shows or hides a part of the page ("More
 * filters"), with a chevron that turns when open: aria-expanded and
 * aria-controls say so to assistive technology.
 */
export function DisclosureButton({ expanded, controls, className, children, ...rest }: DisclosureButtonProps) {
  return (
    <button type="button" className={cx(styles.toggle, className)} aria-expanded={expanded} aria-controls={controls} {...rest}>
      {children}
    </button>
  );
}
