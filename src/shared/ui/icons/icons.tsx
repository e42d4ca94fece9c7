import type { ReactNode } from 'react';

/**
 * The one set of decorative icons of the cards (hidden from assistive
 * technology: the text or label beside them names the action). Each draws
 * at `size` pixels, 16 unless told.
 */
export interface IconProps {
  size?: number;
}

function Svg({ size = 16, viewBox = '0 0 24 24', children }: IconProps & { viewBox?: string; children: ReactNode }) {
  return (
    <svg viewBox={viewBox} width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;

export function PinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" fill="currentColor" />
    </Svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} strokeLinecap="round" d="M4.5 6.5h15v13h-15zM4.5 10.5h15M8.5 4v4M15.5 4v4" />
    </Svg>
  );
}

export function EditIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} strokeLinejoin="round" d="M15.5 4.5l4 4L8.5 19.5l-5 1 1-5z" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} strokeLinejoin="round" d="M3.5 6.5h17v11h-17zM4 7l8 6 8-6" />
    </Svg>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} strokeLinecap="round" strokeLinejoin="round" d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
    </Svg>
  );
}

export function BuildingIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} strokeLinejoin="round" d="M5 20V5h9v15M14 10h5v10M3 20h18M8 8.5h3M8 12h3M8 15.5h3" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g {...stroke} strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </g>
    </Svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="currentColor"
        d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3v-11zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1v5.45h-4v-4.83c0-1.15-.02-2.64-1.6-2.64-1.62 0-1.87 1.26-1.87 2.56v4.91h-4v-11z"
      />
    </Svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props} viewBox="0 0 20 20">
      <path fill="currentColor" d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.8 4v3.7l2.9 1.7-.8 1.4-3.7-2.2V6h1.6Z" />
    </Svg>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <Svg {...props} viewBox="0 0 20 20">
      <path fill="currentColor" d="M5 2h6.5L16 6.5V17c0 .6-.4 1-1 1H5c-.6 0-1-.4-1-1V3c0-.6.4-1 1-1Zm6 1.5V7h3.5L11 3.5ZM7 10v1.5h6V10H7Zm0 3v1.5h6V13H7Z" />
    </Svg>
  );
}

export function PeopleIcon(props: IconProps) {
  return (
    <Svg {...props} viewBox="0 0 20 20">
      <path
        fill="currentColor"
        d="M7.5 9.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6-.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM2 16c0-2.8 2.5-4.8 5.5-4.8S13 13.2 13 16v1H2v-1Zm12.5 1v-1c0-1.4-.5-2.7-1.4-3.7 2.6.1 4.9 1.8 4.9 4.2v.5h-3.5Z"
      />
    </Svg>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Svg {...props} viewBox="0 0 20 20">
      <path
        fill="currentColor"
        d="M14.5 2a3 3 0 1 1-2.2 5L7.9 9.3a3 3 0 0 1 0 1.4l4.4 2.3a3 3 0 1 1-.7 1.3l-4.4-2.3a3 3 0 1 1 0-4l4.4-2.3A3 3 0 0 1 14.5 2Z"
      />
    </Svg>
  );
}
