/*
 * Its own module, free of Formik: the language switch sits in the header of
 * every page, so what it imports goes into the first JavaScript a visitor loads.
 */
let switchingLanguage = false;

/**
 * The page is about to open itself in the other language (the language
 * switch's link, or its `location.assign` once a member's choice is saved).
 * What was typed goes along (shared/lib/form keeps it, as the page goes), so the tab guard does not ask
 * "Leave site?"; closing the tab or leaving for another site still asks.
 */
export function leaveForOtherLanguage(): void {
  if (!switchingLanguage) {
    // Back to this page from the back/forward cache: it is here again, and leaving it asks again.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) switchingLanguage = false;
    });
  }
  switchingLanguage = true;
}

/** Whether the page is leaving for itself in the other language (see leaveForOtherLanguage). */
export const isLeavingForOtherLanguage = (): boolean => switchingLanguage;
