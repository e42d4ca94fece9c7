import type { Messages } from '@lingui/core';

type Names = Readonly<Record<string, string>>;

/** What the Arabic base catalog brings besides its messages, so English pages never download it. */
export interface ArabicExtras {
  /** The Arabic of a shared rule's message (a field's validation error, contracts/messages-ar.ts). */
  readonly rule?: (message: string) => string;
  /** The Arabic names of the countries and languages stored by their English name (./names.ts). */
  readonly names?: { readonly country: Names; readonly language: Names };
}

/**
 * A part of the catalog: its English messages, bundled with the code that
 * uses them, and its Arabic ones, fetched (their own chunk) only when the
 * page is shown in Arabic. Messages are ICU MessageFormat, compiled at build
 * time (scripts/webpack/messages-loader.cjs), so no parser ships.
 */
export interface MessageGroup {
  readonly en: Messages;
  /** The base part's Arabic brings `extras` too. */
  readonly ar: () => Promise<{ default: Messages; extras?: ArabicExtras }>;
}
