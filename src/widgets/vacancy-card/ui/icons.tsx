/** Decorative icons of the vacancy card (hidden from assistive technology). */
const base = { viewBox: '0 0 20 20', width: 16, height: 16, 'aria-hidden': true, focusable: false } as const;

export function PinIcon() {
  return (
    <svg {...base}>
      <path fill="currentColor" d="M10 2a6 6 0 0 0-6 6c0 4.2 6 10 6 10s6-5.8 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z" />
    </svg>
  );
}

export function CalendarIcon() {
  return (
    <svg {...base}>
      <path
        fill="currentColor"
        d="M6 2h1.6v1.6h4.8V2H14v1.6h1.6c.9 0 1.6.7 1.6 1.6v10.4c0 .9-.7 1.6-1.6 1.6H4.4c-.9 0-1.6-.7-1.6-1.6V5.2c0-.9.7-1.6 1.6-1.6H6V2Zm-1.6 6v7.6h11.2V8H4.4Z"
      />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...base}>
      <path fill="currentColor" d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.8 4v3.7l2.9 1.7-.8 1.4-3.7-2.2V6h1.6Z" />
    </svg>
  );
}

export function FileIcon() {
  return (
    <svg {...base}>
      <path fill="currentColor" d="M5 2h6.5L16 6.5V17c0 .6-.4 1-1 1H5c-.6 0-1-.4-1-1V3c0-.6.4-1 1-1Zm6 1.5V7h3.5L11 3.5ZM7 10v1.5h6V10H7Zm0 3v1.5h6V13H7Z" />
    </svg>
  );
}

export function PeopleIcon() {
  return (
    <svg {...base}>
      <path
        fill="currentColor"
        d="M7.5 9.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6-.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM2 16c0-2.8 2.5-4.8 5.5-4.8S13 13.2 13 16v1H2v-1Zm12.5 1v-1c0-1.4-.5-2.7-1.4-3.7 2.6.1 4.9 1.8 4.9 4.2v.5h-3.5Z"
      />
    </svg>
  );
}

export function EditIcon() {
  return (
    <svg {...base}>
      <path fill="currentColor" d="m13.6 2.6 3.8 3.8-9.7 9.7-4.5.7.7-4.5 9.7-9.7Zm0 2.3-7.9 7.9-.3 1.8 1.8-.3 7.9-7.9-1.5-1.5Z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg {...base}>
      <path
        fill="currentColor"
        d="M14.5 2a3 3 0 1 1-2.2 5L7.9 9.3a3 3 0 0 1 0 1.4l4.4 2.3a3 3 0 1 1-.7 1.3l-4.4-2.3a3 3 0 1 1 0-4l4.4-2.3A3 3 0 0 1 14.5 2Z"
      />
    </svg>
  );
}
